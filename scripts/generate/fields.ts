/**
 * generated/consent-request-fields.js: facts about the consent-request schema that business rules
 * need, read from the schema so that src/ never restates them. Paths are JSON pointers in which
 * `*` stands for every item of an array.
 */
import { readSchema, schemaSources, type JsonObject } from './sources.js';
import { jsHeader } from './header.js';

interface Field {
  readonly path: string;
  readonly schema: JsonObject;
  readonly required: boolean;
}

function* walk(schema: JsonObject, path: string, required: boolean): Generator<Field> {
  yield { path, schema, required };
  if (schema.type === 'object') {
    const requiredNames = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries((schema.properties as Record<string, JsonObject>) ?? {})) {
      yield* walk(child, `${path}/${name}`, required && requiredNames.has(name));
    }
  } else if (schema.type === 'array' && schema.items) {
    yield* walk(schema.items as JsonObject, `${path}/*`, required);
  }
}

export async function generateFields(): Promise<string> {
  const source = schemaSources.find((s) => s.typeName === 'ConsentRequest')!;
  const fields = [...walk(await readSchema(source), '', true)];
  const strings = fields.filter((f) => f.schema.type === 'string');
  // Strings the schema already forbids to be empty (minLength) are left to the schema.
  const requiredText = strings.filter((f) => f.required && !f.schema.enum && !f.schema.format && !f.schema.minLength);
  const urls = strings.filter((f) => f.schema.format === 'uri');
  const list = (fs: Field[]) => JSON.stringify(fs.map((f) => f.path), null, 2);
  return [
    jsHeader('schema/consent-request.v1.schema.json'),
    '/**',
    ' * Required free-text fields (no enum, format or minLength in the schema).',
    ' * @type {readonly string[]}',
    ' */',
    `export const requiredTextFields = Object.freeze(${list(requiredText)});`,
    '',
    '/**',
    ' * Fields with format uri.',
    ' * @type {readonly string[]}',
    ' */',
    `export const urlFields = Object.freeze(${list(urls)});`,
    '',
  ].join('\n');
}
