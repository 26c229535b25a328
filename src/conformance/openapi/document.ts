/** The package's own OpenAPI description (generated/openapi.json), read once, from source or from the build. */
import { readFileSync } from 'node:fs';

let cached: unknown;

/**
 * generated/openapi.json, found from this module upwards: src/conformance/openapi/ (source),
 * dist/src/conformance/openapi/ (built) or generated/bin/ (the bundled command line).
 */
export function packageOpenApi(): unknown {
  if (cached !== undefined) return cached;
  for (const up of ['../../../generated/openapi.json', '../../../../generated/openapi.json', '../openapi.json']) {
    try {
      cached = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as unknown;
      return cached;
    } catch {
      // try the next place
    }
  }
  throw new Error('generated/openapi.json was not found beside the package; reinstall consent-contract');
}
