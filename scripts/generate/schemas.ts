/** generated/schemas.js: the canonical schemas as frozen objects, for callers that need them. */
import { readSchema, schemaExportName, schemaSources } from './sources.js';
import { jsHeader } from './header.js';

export async function generateSchemas(): Promise<string> {
  const lines = [
    jsHeader('schema/*.schema.json'),
    '/** @template T @param {T} value @returns {T} */',
    'const freeze = (value) => {',
    "  if (value && typeof value === 'object') { for (const v of Object.values(value)) freeze(v); Object.freeze(value); }",
    '  return value;',
    '};',
  ];
  for (const source of schemaSources) {
    const schema = await readSchema(source);
    lines.push(
      '',
      `/**\n * ${source.typeName}: schema/${source.file} (JSON Schema draft-04).\n * @type {Readonly<Record<string, unknown>>}\n */`,
      `export const ${schemaExportName(source)} = freeze(${JSON.stringify(schema, null, 2)});`,
    );
  }
  return `${lines.join('\n')}\n`;
}
