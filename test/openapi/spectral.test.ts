/**
 * Quality gate: generated/openapi.json passes Spectral's OpenAPI ruleset and the OWASP API
 * Security ruleset (.spectral.yaml extends spectral:oas and @stoplight/spectral-owasp-ruleset with
 * all their rules) with no result of any severity. A rule that is relaxed is switched off in
 * .spectral.yaml with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { rootDir } from '../support/examples.js';
import { binPath, runNode } from './run-bin.js';
import { breakRequestBodyRef, brokenCopy, bundledDocument, shippedDocument } from './broken-copy.js';

interface SpectralResult {
  readonly code: string;
  readonly message: string;
  /** 0 error, 1 warning, 2 information, 3 hint. */
  readonly severity: number;
  readonly path: readonly (string | number)[];
  /** The file the result is about. */
  readonly source: string;
}

const severityNames = ['error', 'warning', 'information', 'hint'];

/**
 * Spectral over `files` in one process: its start-up and the loading of the ruleset are most of a
 * run. Its exit status is not 0 when any file has a result at the fail severity (hint: any result),
 * so one status stands for each file only where every file is expected alike; `of` gives each
 * file's own results.
 */
async function lint(files: readonly string[]): Promise<{ code: number | null; results: SpectralResult[] }> {
  const args = [
    'lint',
    ...files,
    '--ruleset',
    join(rootDir, '.spectral.yaml'),
    '--format',
    'json',
    '--fail-severity',
    'hint',
    '--quiet',
  ];
  const result = await runNode(binPath('@stoplight/spectral-cli', 'spectral'), args);
  const start = result.stdout.indexOf('[');
  if (start < 0) throw new Error(`spectral printed no results:\n${result.stdout}\n${result.stderr}`);
  return { code: result.code, results: JSON.parse(result.stdout.slice(start)) as SpectralResult[] };
}

/** The results of one file of a run. */
const of = (run: Awaited<ReturnType<typeof lint>>, file: string) => ({
  code: run.code,
  results: run.results.filter((r) => r.source === file),
});

const summary = (results: readonly SpectralResult[]): string[] =>
  results.map((r) => `${severityNames[r.severity]} ${r.code} at ${r.path.join('.')}: ${r.message}`);

describe('spectral lint generated/openapi.json and schema/openapi.yaml', () => {
  let broken: Awaited<ReturnType<typeof brokenCopy>>;
  let clean: Awaited<ReturnType<typeof lint>>;
  let shipped: Awaited<ReturnType<typeof lint>>;
  let brokenResult: Awaited<ReturnType<typeof lint>>;
  let unbounded: Awaited<ReturnType<typeof brokenCopy>>;
  let unboundedResult: Awaited<ReturnType<typeof lint>>;

  beforeAll(async () => {
    // One defect of each severity proves that the ruleset is loaded and bites.
    broken = await brokenCopy((document) => {
      delete document.paths['/api/auth/v1/df/token'].get.operationId;
      breakRequestBodyRef(document);
    });
    // Each OWASP fix of issue 9 undone once: the OWASP rules must notice every one.
    unbounded = await brokenCopy((document) => {
      const schemas = document.components.schemas;
      delete schemas.ConsentRequest.properties.requestId.maxLength;
      delete schemas.Content.properties.languages.maxItems;
      delete schemas.Retention.properties.duration.format;
      delete schemas.TokenResponse.properties.expiresInSeconds.maximum;
      delete document.paths['/api/auth/v1/df/token'].get.responses['429'];
      delete document.components.responses.TooManyRequests.headers['Retry-After'];
    });
    const [passing, failing] = await Promise.all([
      lint([bundledDocument, shippedDocument]),
      lint([broken.path, unbounded.path]),
    ]);
    // Nothing is expected of either clean file, wherever a result would point (a file it refers to).
    [clean, shipped] = [passing, passing];
    [brokenResult, unboundedResult] = [of(failing, broken.path), of(failing, unbounded.path)];
  });

  afterAll(async () => {
    await broken?.remove();
    await unbounded?.remove();
  });

  it('reports nothing, at any severity', () => {
    expect(summary(clean.results)).toEqual([]);
    expect(clean.code).toBe(0);
  });

  it('reports nothing on schema/openapi.yaml as shipped (linted as a document of its own, in the run of the bundle)', () => {
    expect(summary(shipped.results)).toEqual([]);
    expect(shipped.code).toBe(0);
  });

  it('fails a document with an unresolved reference and warns about a missing operationId', () => {
    const codes = brokenResult.results.map((r) => `${severityNames[r.severity]} ${r.code}`);
    expect(codes).toEqual(expect.arrayContaining(['error invalid-ref', 'warning operation-operationId']));
    // The exit status is that of the run with the other broken copy; this file's own error is the
    // invalid-ref above.
    expect(brokenResult.code).not.toBe(0);
  });

  it('fails a document that undoes any of the OWASP fixes', () => {
    const found = unboundedResult.results.map((r) => `${severityNames[r.severity]} ${r.code} at ${r.path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'error owasp:api4:2023-string-limit at components.schemas.ConsentRequest.properties.requestId',
        'error owasp:api4:2023-array-limit at components.schemas.Content.properties.languages',
        'error owasp:api4:2023-integer-format at components.schemas.Retention.properties.duration',
        'error owasp:api4:2023-integer-limit-legacy at components.schemas.TokenResponse.properties.expiresInSeconds',
        'warning owasp:api4:2023-rate-limit-responses-429 at paths./api/auth/v1/df/token.get.responses',
        'error owasp:api4:2023-rate-limit-retry-after at components.responses.TooManyRequests.headers',
      ]),
    );
    // The exit status is that of the run with the other broken copy; this file's own errors are above.
    expect(unboundedResult.code).not.toBe(0);
  });
});
