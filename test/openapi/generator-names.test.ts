/**
 * Third-party generators name the contract's objects as the package does: openapi-typescript's
 * `components['schemas']` and @hey-api/openapi-ts's exported types carry every name that
 * generated/types.ts exports (Fiduciary, Purpose, Retention, ...), because schema/openapi.yaml
 * gives every titled object of the canonical schemas its own component.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createClient } from '@hey-api/openapi-ts';
import { rootDir } from '../support/examples.js';
import { bundledDocument } from './broken-copy.js';

/** The names generated/types.ts exports: the package's own names for the contract's objects. */
const packageNames = [
  ...readFileSync(`${rootDir}generated/types.ts`, 'utf8').matchAll(/^export interface (\w+)/gm),
].map((m) => m[1]!);

/** The member names of openapi-typescript's `components.schemas`. */
async function openapiTypescriptNames(document: unknown): Promise<string[]> {
  const text = astToString(await openapiTS(document as never));
  const schemas = text.slice(text.indexOf('    schemas: {'), text.indexOf('    responses: {'));
  return [...schemas.matchAll(/^ {8}(\w+): \{/gm)].map((m) => m[1]!);
}

describe('names in third-party generated code', () => {
  let dir: string;
  let heyApiTypes: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'consent-contract-hey-api-'));
    await createClient({
      input: bundledDocument,
      output: { path: dir },
      plugins: ['@hey-api/typescript'],
      logs: { level: 'silent' },
    });
    heyApiTypes = await readFile(join(dir, 'types.gen.ts'), 'utf8');
  }, 60_000);

  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('the package exports the nested objects by name', () => {
    expect(packageNames).toEqual(
      expect.arrayContaining(['ConsentRequest', 'Fiduciary', 'Purpose', 'Retention', 'GrievanceOfficer', 'Diagnostic']),
    );
  });

  it('openapi-typescript names every component as the package names its type', async () => {
    const names = await openapiTypescriptNames(pathToFileURL(bundledDocument));
    expect(names.sort()).toEqual([...packageNames].sort());
  });

  it('@hey-api/openapi-ts exports a type of each name', () => {
    const exported = new Set([...heyApiTypes.matchAll(/^export type (\w+) =/gm)].map((m) => m[1]!));
    expect(packageNames.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('fails when a nested object is inline again', async () => {
    const document = JSON.parse(readFileSync(bundledDocument, 'utf8'));
    const schemas = document.components.schemas;
    schemas.ConsentRequest.properties.fiduciary = schemas.Fiduciary;
    delete schemas.Fiduciary;
    const names = await openapiTypescriptNames(document);
    expect(names).not.toContain('Fiduciary');
    expect(names.sort()).not.toEqual([...packageNames].sort());
  });
});
