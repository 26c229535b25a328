/**
 * generated/standalone-validators.js and generated/validators.ts: validators precompiled by ajv
 * (draft-04, with formats), so that no schema is compiled at run time.
 *
 * ajv's standalone output reaches its runtime helpers and function formats with require(), even
 * in ESM mode, and a default import of those CommonJS modules means one thing to Node and
 * another to bundlers (they honour __esModule). esbuild bundles the output instead: every
 * require() keeps exact CommonJS meaning, and the module needs nothing at run time, not even
 * ajv. validators.ts gives the bundle its types.
 */
import { readMaxBodyBytes } from './limits.js';
import ajvDraft04 from 'ajv-draft-04';
import ajvStandalone from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv';
import { build } from 'esbuild';
import { readSchema, rootDir, schemaSources, validatorExportName } from './sources.js';
import { derivedSchemas } from './derived-schemas.js';
import { jsHeader } from './header.js';
import { formats } from './format-functions.js';
import { maxLengthKeyword } from './max-length.js';
import { patternKeyword } from './prefix-pattern.js';
import { notBlankKeyword } from './not-blank.js';
import { httpsSchemeKeyword } from './https-scheme.js';

// CommonJS packages: under Node's ESM interop the default import is module.exports.
const Ajv = ajvDraft04.default;
const standaloneCode = ajvStandalone.default;

/**
 * The formats the schemas use: date-time from ajv-formats in full (calendar dates: no 30
 * February); uri and email are the package's own checks (src/schema/formats.ts), reached in the
 * standalone code through scripts/generate/format-functions.ts.
 */
const formatFunctionsModule = './scripts/generate/format-functions.ts';

/** The integer formats of OpenAPI's data types that the schemas use. */
export const integerFormats = ['int32', 'int64'] as const;

/**
 * Options shared with test/: a fresh run-time compile must judge exactly as the generated code.
 * No ownProperties: the validators judge JSON data, where no member is inherited (it costs more
 * than half the validation time). The rules read members the same way (see DECISIONS.md).
 */
export const ajvOptions = {
  allErrors: true,
  strict: true,
  messages: false,
  // Every pattern here is ASCII; without the u flag V8 runs them faster.
  unicodeRegExp: false,
} as const;

export function createAjv(forStandalone: boolean): InstanceType<typeof Ajv> {
  const code = { source: true, esm: true, lines: true, formats: _`require(${formatFunctionsModule}).formats` };
  const ajv = new Ajv({ ...ajvOptions, ...(forStandalone && { code }) });
  for (const [name, validate] of Object.entries(formats)) ajv.addFormat(name, validate);
  // OpenAPI's integer formats name the wire type for code generators. Every integer that has one
  // also has a minimum and a maximum inside its range (test/schema/bounds.test.ts), and those are
  // the check: a second diagnostic for the same value would only repeat the first.
  for (const name of integerFormats) ajv.addFormat(name, true);
  ajv.addKeyword(notBlankKeyword);
  ajv.addKeyword(httpsSchemeKeyword);
  ajv.removeKeyword('maxLength');
  ajv.addKeyword(maxLengthKeyword);
  ajv.removeKeyword('pattern');
  ajv.addKeyword(patternKeyword);
  return ajv;
}

async function standaloneSource(): Promise<string> {
  const ajv = createAjv(true);
  const exports: Record<string, string> = {};
  for (const source of schemaSources) {
    const schema = await readSchema(source);
    ajv.addSchema(schema);
    exports[validatorExportName(source)] = schema.id as string;
  }
  for (const derived of await derivedSchemas()) {
    ajv.addSchema(derived.schema);
    exports[derived.exportName] = derived.schema.id as string;
  }
  return standaloneCode(ajv, exports);
}

export async function generateStandaloneValidators(): Promise<string> {
  const result = await build({
    stdin: { contents: await standaloneSource(), resolveDir: rootDir, sourcefile: 'ajv-standalone.js', loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['main'],
    target: 'es2022',
    legalComments: 'inline',
    logLevel: 'silent',
    banner: {
      js: `${jsHeader('schema/*.schema.json').trimEnd()}\n// Bundles code of ajv and ajv-formats (MIT licence, Evgeny Poberezkin).`,
    },
  });
  const code = result.outputFiles[0]!.text;
  // esbuild leaves a require() it could not bundle as a shim that throws "Dynamic require of".
  if (code.includes('Dynamic require of')) {
    throw new Error('a require() in the validators could not be bundled: the module would fail at run time');
  }
  return code;
}

export async function generateValidatorTypes(): Promise<string> {
  const names = [...schemaSources.map(validatorExportName), ...(await derivedSchemas()).map((d) => d.exportName)];
  return `${jsHeader('schema/*.schema.json')}import * as compiled from './standalone-validators.js';

/** One schema violation, as ajv reports it. */
export interface SchemaError {
  /** The schema keyword that failed. */
  readonly keyword: string;
  /** JSON pointer to the value that failed. */
  readonly instancePath: string;
  /** JSON pointer into the schema. */
  readonly schemaPath: string;
  /** Keyword-specific details. */
  readonly params: Readonly<Record<string, any>>;
}

/**
 * A precompiled validator: true when the value follows the schema; otherwise false, with the
 * violations in its errors property until the next call.
 */
export type CompiledValidator = ((data: unknown) => boolean) & { readonly errors?: readonly SchemaError[] | null };

${names.map((name) => `export const ${name} = compiled.${name} as unknown as CompiledValidator;`).join('\n')}

/** The largest Consent Request body the service reads, in bytes of JSON (x-max-body-bytes in schema/openapi.yaml). */
export const maxConsentRequestBytes = ${await readMaxBodyBytes()};
`;
}
