/**
 * What the generator reads: the canonical schemas in schema/ and the names they get in code.
 * Adding a schema means adding one entry here; every generated artefact follows from it.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));
export const schemaDir = `${rootDir}schema/`;
export const generatedDir = `${rootDir}generated/`;

export interface SchemaSource {
  /** File name in schema/. */
  readonly file: string;
  /** Name of the TypeScript type, the OpenAPI component and (camel-cased) the exported schema object. */
  readonly typeName: string;
}

export const schemaSources: readonly SchemaSource[] = [
  { file: 'consent-request.v1.schema.json', typeName: 'ConsentRequest' },
  { file: 'consent-request-record.v1.schema.json', typeName: 'ConsentRequestRecord' },
  { file: 'token-response.v1.schema.json', typeName: 'TokenResponse' },
  { file: 'problem.v1.schema.json', typeName: 'Problem' },
];

export type JsonObject = { [key: string]: unknown };

/** Reads one schema of schema/ as a fresh object (callers may change their copy). */
export async function readSchema(source: SchemaSource): Promise<JsonObject> {
  return JSON.parse(await readFile(schemaDir + source.file, 'utf8')) as JsonObject;
}

/** ConsentRequest -> consentRequestSchema */
export function schemaExportName(source: SchemaSource): string {
  return `${source.typeName[0]!.toLowerCase()}${source.typeName.slice(1)}Schema`;
}

/** ConsentRequest -> validateConsentRequestSchema */
export function validatorExportName(source: SchemaSource): string {
  return `validate${source.typeName}Schema`;
}
