/** Which checks a run takes: --only and --skip by id, unknown ids refused. */
import type { Check } from './check.js';
import { ConformanceUsageError } from './errors.js';

/** The checks of `all` that `only` names (all when undefined), without those `skip` names, in registry order. */
export function selectChecks(
  all: readonly Check[],
  only: readonly string[] | undefined,
  skip: readonly string[],
): Check[] {
  const known = new Set(all.map((c) => c.id));
  const unknown = [...(only ?? []), ...skip].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ConformanceUsageError(
      `unknown check id${unknown.length === 1 ? '' : 's'} ${unknown.map((id) => JSON.stringify(id)).join(', ')}; --list shows the checks`,
    );
  }
  return all.filter((c) => (only === undefined || only.includes(c.id)) && !skip.includes(c.id));
}
