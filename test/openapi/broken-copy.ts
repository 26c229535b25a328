/** A linter test's second input: generated/openapi.json with defects the linter must report. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from '../support/examples.js';

export const bundledDocument = join(rootDir, 'generated/openapi.json');
/** The OpenAPI description as the package ships it, for the lints that judge it on its own. */
export const shippedDocument = join(rootDir, 'schema/openapi.yaml');

/** The creation request body's schema reference, pointed at a component that does not exist. */
export function breakRequestBodyRef(document: any): void {
  document.paths['/api/cm/v1/df/consent-requests'].post.requestBody.content['application/json'].schema.$ref =
    '#/components/schemas/Missing';
}

/** Writes a changed copy of the bundled document to a temp folder; `remove` deletes the folder. */
export async function brokenCopy(
  change: (document: any) => void,
): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'consent-contract-lint-'));
  const document = JSON.parse(await readFile(bundledDocument, 'utf8'));
  change(document);
  const path = join(dir, 'broken.json');
  await writeFile(path, JSON.stringify(document, null, 2));
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}
