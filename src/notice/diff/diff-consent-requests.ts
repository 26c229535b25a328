/** The library's diff: changes with their impact, and what is wrong with NEW itself. */
import type { Diagnostic } from '../../diagnostic.js';
import { validateConsentRequest } from '../../validate/contracts.js';
import { diffPayloads, type NoticeChange } from './diff.js';

/** The outcome of comparing two payloads. */
export interface NoticeDiff {
  /** True when some change needs fresh consent from everyone who consented to OLD. */
  readonly reconsentRequired: boolean;
  /** Every change, in a stable order. Empty exactly when both notices have the same fingerprint. */
  readonly changes: NoticeChange[];
  /**
   * Problems of NEW: its validation diagnostics (as validateConsentRequest reports them), and
   * `supersedes-previous-false` when it needs fresh consent but does not supersede OLD.
   */
  readonly diagnostics: Diagnostic[];
}

/** The code of the finding for a NEW that needs fresh consent but sets supersedesPrevious: false. */
export const supersedesCode = 'supersedes-previous-false';

/** The supersedesPrevious finding, when NEW needs fresh consent and says it does not supersede. */
export function supersedesFinding(newPayload: unknown, changes: readonly NoticeChange[]): Diagnostic | undefined {
  const flag =
    typeof newPayload === 'object' && newPayload !== null && Object.hasOwn(newPayload, 'supersedesPrevious')
      ? (newPayload as { supersedesPrevious: unknown }).supersedesPrevious
      : undefined;
  const reasons = changes.filter((c) => c.impact === 'reconsent').length;
  if (flag !== false || reasons === 0) return undefined;
  return {
    code: supersedesCode,
    severity: 'error',
    pointer: '/supersedesPrevious',
    message:
      `this notice needs fresh consent (${reasons} change${reasons === 1 ? '' : 's'}) ` +
      'but sets supersedesPrevious: false, ' +
      'so consent given to the old notice would stay in force; set it to true',
    source: 'rule',
    params: { reconsentChanges: reasons },
  };
}

/**
 * Compares OLD with NEW by meaning (see the field reference, "Notice changes"). Takes any values
 * and never throws: NEW is validated too, and the diff runs on whatever can be compared.
 */
export function diffConsentRequests(oldPayload: unknown, newPayload: unknown): NoticeDiff {
  const changes = diffPayloads(oldPayload, newPayload);
  const diagnostics = validateConsentRequest(newPayload).diagnostics;
  const flag = supersedesFinding(newPayload, changes);
  if (flag !== undefined) diagnostics.push(flag);
  return { reconsentRequired: changes.some((c) => c.impact === 'reconsent'), changes, diagnostics };
}
