/**
 * generated/validators.js: standalone validators precompiled by ajv (draft-04, with formats), so
 * that no schema is compiled at run time.
 *
 * ajv's standalone output refers to function formats and runtime helpers with require(), even in
 * ESM mode. Each require(spec) becomes a default import of spec: under Node's ESM/CommonJS
 * interop a default import is module.exports, exactly what require() returns, so the code means
 * the same and loads as ESM. A require() left behind fails generation.
 */
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import ajvStandalone from 'ajv/dist/standalone/index.js';
import { readSchema, schemaSources, validatorExportName } from './sources.js';
import { jsHeader } from './header.js';

/** The formats the schemas use; all of them are known to ajv-formats. */
const formats = ['uri', 'email', 'date-time'] as const;

/** Options shared with test/: a fresh run-time compile must judge exactly as the generated code. */
export const ajvOptions = {
  allErrors: true,
  strict: true,
  messages: false,
  ownProperties: true,
} as const;

// CommonJS packages: under Node's ESM interop the default import is module.exports.
const Ajv = ajvDraft04.default;
const addFormats = ajvFormats.default;
const standaloneCode = ajvStandalone.default;

export function createAjv(forStandalone: boolean): InstanceType<typeof Ajv> {
  const ajv = new Ajv({ ...ajvOptions, ...(forStandalone && { code: { source: true, esm: true, lines: true } }) });
  addFormats(ajv, [...formats]);
  return ajv;
}

/** Turns the require() calls of ajv's standalone code into ES imports (see the file comment). */
export function requireToImport(code: string): { imports: string; body: string } {
  const specifiers = new Map<string, string>();
  const body = code.replace(/\brequire\("([^"]+)"\)/g, (_match, spec: string) => {
    const file = /\.[cm]?js$/.test(spec) ? spec : `${spec}.js`;
    if (!specifiers.has(file)) specifiers.set(file, `cjs${specifiers.size}`);
    return specifiers.get(file)!;
  });
  if (/\brequire\(/.test(body)) {
    throw new Error('ajv standalone output calls require() in a form this generator cannot import');
  }
  const imports = [...specifiers].map(([file, name]) => `import ${name} from '${file}';`);
  return { imports: imports.join('\n'), body };
}

const typedefs = `/**
 * One schema violation, as ajv reports it.
 * @typedef {object} SchemaError
 * @property {string} keyword The schema keyword that failed.
 * @property {string} instancePath JSON pointer to the value that failed.
 * @property {string} schemaPath JSON pointer into the schema.
 * @property {Record<string, any>} params Keyword-specific details.
 */
/**
 * A precompiled validator: true when the value follows the schema; otherwise false, with the
 * violations in its errors property until the next call.
 * @typedef {((data: unknown) => boolean) & { errors?: SchemaError[] | null }} CompiledValidator
 */
`;

export async function generateValidators(): Promise<string> {
  const ajv = createAjv(true);
  const exports: Record<string, string> = {};
  for (const source of schemaSources) {
    const schema = await readSchema(source);
    ajv.addSchema(schema);
    exports[validatorExportName(source)] = schema.id as string;
  }
  const { imports, body } = requireToImport(standaloneCode(ajv, exports).replace(/^"use strict";\s*/, ''));
  const typed = body.replace(/^export const (\w+) = /gm, '/** @type {CompiledValidator} */\nexport const $1 = ');
  return `${jsHeader('schema/*.schema.json')}${imports}\n\n${typedefs}\n${typed}\n`;
}
