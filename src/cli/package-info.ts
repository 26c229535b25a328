/** The package's own package.json (name, version, repository), found from this module upwards. */
import { readFileSync } from 'node:fs';

/** The fields the command line shows. */
export interface PackageInfo {
  readonly name: string;
  readonly version: string;
  readonly homepage: string;
}

/** Reads package.json: from src/cli/ (source), dist/src/cli/ (built) or a bundle beside them. */
export function packageInfo(): PackageInfo {
  for (const up of ['../../package.json', '../../../package.json']) {
    try {
      const json = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as Record<string, unknown>;
      if (json.name !== 'consent-contract') continue;
      const repository = (json.repository as { url?: string } | undefined)?.url ?? '';
      const homepage = repository.replace(/^git\+/, '').replace(/\.git$/, '');
      return { name: 'consent-contract', version: String(json.version), homepage };
    } catch {
      // try the next place
    }
  }
  return { name: 'consent-contract', version: '0.0.0', homepage: '' };
}
