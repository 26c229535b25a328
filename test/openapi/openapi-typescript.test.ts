/**
 * What downstream generators get: openapi-typescript turns generated/openapi.json into types that
 * compile, and its request body type and generated/types.ts's ConsentRequest agree. The check is
 * a type-level program compiled by the TypeScript compiler: the example payloads, typed, assign
 * to both types, each type assigns to the other, and `@ts-expect-error` lines prove that both
 * reject the same mistakes (so neither type is `any` and the check can fail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { adult, minor, rootDir } from '../support/examples.js';

const requestBody = `paths['/api/cm/v1/df/consent-requests']['post']['requestBody']['content']['application/json']`;

/** One line, so that a @ts-expect-error above it covers every error inside the literal. */
const literal = (value: unknown): string => JSON.stringify(value);

function withoutKey(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

function typeTest(typesImport: string): string {
  const example = adult();
  const child = minor();
  return `import type { paths, components } from './openapi.js';
import type { paths as pathsByDefault } from './openapi-defaults.js';
import type { ConsentRequest, ConsentRequestRecord } from '${typesImport}';

type Body = ${requestBody};
type BodyByDefault = ${requestBody.replace('paths', 'pathsByDefault')};

// The typed examples assign to both types.
export const adultAsTypes: ConsentRequest = ${literal(example)};
export const adultAsBody: Body = ${literal(example)};
export const minorAsTypes: ConsentRequest = ${literal(child)};
export const minorAsBody: Body = ${literal(child)};

// Each type assigns to the other: they accept the same payloads.
declare const body: Body;
declare const typed: ConsentRequest;
export const bodyAsTypes: ConsentRequest = body;
export const typesAsBody: Body = typed;

// The record returned by creation agrees too.
type Created = paths['/api/cm/v1/df/consent-requests']['post']['responses']['201']['content']['application/json'];
declare const created: Created;
declare const record: ConsentRequestRecord;
export const createdAsTypes: ConsentRequestRecord = created;
export const recordAsCreated: Created = record;
export const sameComponent: components['schemas']['ConsentRequest'] = typed;

// Both reject the same mistakes.
// @ts-expect-error requestId is required
export const noRequestIdTypes: ConsentRequest = ${literal(withoutKey(example, 'requestId'))};
// @ts-expect-error requestId is required
export const noRequestIdBody: Body = ${literal(withoutKey(example, 'requestId'))};
// @ts-expect-error unlisted members are rejected
export const extraTypes: ConsentRequest = ${literal({ ...example, extra: true })};
// @ts-expect-error unlisted members are rejected
export const extraBody: Body = ${literal({ ...example, extra: true })};
// @ts-expect-error subjectType is ADULT or MINOR
export const childTypes: ConsentRequest = ${literal({ ...example, dataPrincipal: { ...example.dataPrincipal, subjectType: 'CHILD' } })};
// @ts-expect-error subjectType is ADULT or MINOR
export const childBody: Body = ${literal({ ...example, dataPrincipal: { ...example.dataPrincipal, subjectType: 'CHILD' } })};

// With openapi-typescript's default options (defaultNonNullable), members that have a default
// (subjectType, supersedesPrevious, dataCategories[].required) become required: every such body
// is a ConsentRequest, but a payload that relies on the defaults is not such a body.
declare const bodyByDefault: BodyByDefault;
export const bodyByDefaultAsTypes: ConsentRequest = bodyByDefault;
// @ts-expect-error subjectType, optional in the schema, is required by the default options
export const typesAsBodyByDefault: BodyByDefault = typed;
`;
}

/**
 * The program compiled last: the next compile reuses its unchanged files (the library
 * declarations, the generated types), parsed once; each program is still checked whole.
 */
let previous: ts.Program | undefined;

/** Compiles the files with the repository's strictness and libraries; returns the compiler's messages. */
function compile(files: string[]): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    // The repository's (tsconfig.json): without it the target's default brings the DOM's declarations.
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const program = ts.createProgram(files, options, undefined, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? relative(rootDir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('openapi-typescript types of generated/openapi.json', () => {
  let dir: string;
  let generated: string;
  let messages: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'consent-contract-openapi-ts-'));
    const source = new URL(`file://${join(rootDir, 'generated/openapi.json')}`);
    // defaultNonNullable: false is the setting README recommends for request types.
    generated = astToString(await openapiTS(source, { defaultNonNullable: false }));
    await writeFile(join(dir, 'openapi.ts'), generated);
    await writeFile(join(dir, 'openapi-defaults.ts'), astToString(await openapiTS(source)));
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    const typesImport = relative(dir, join(rootDir, 'generated/types.js'));
    await writeFile(join(dir, 'type-test.ts'), typeTest(typesImport));
    messages = compile([join(dir, 'openapi.ts'), join(dir, 'openapi-defaults.ts'), join(dir, 'type-test.ts')]);
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('generates both operations and every component schema', () => {
    const document = JSON.parse(ts.sys.readFile(join(rootDir, 'generated/openapi.json'))!);
    for (const path of Object.keys(document.paths)) expect(generated).toContain(`"${path}": {`);
    for (const name of Object.keys(document.components.schemas))
      expect(generated).toMatch(new RegExp(`\\b${name}: \\{`));
  });

  it('compiles, and agrees with generated/types.ts on the request body and the record', () => {
    expect(messages).toEqual([]);
  });

  it('has a type test that fails when the types disagree', async () => {
    // The same program with one @ts-expect-error removed must not compile.
    const text = await readFile(join(dir, 'type-test.ts'), 'utf8');
    const bitten = text.replace(
      '// @ts-expect-error requestId is required\nexport const noRequestIdBody',
      'export const noRequestIdBody',
    );
    expect(bitten).not.toBe(text);
    await writeFile(join(dir, 'type-test-bitten.ts'), bitten);
    const failures = compile([
      join(dir, 'openapi.ts'),
      join(dir, 'openapi-defaults.ts'),
      join(dir, 'type-test-bitten.ts'),
    ]);
    expect(failures.join('\n')).toMatch(/requestId/);
  });
});
