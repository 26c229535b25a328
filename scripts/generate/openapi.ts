/**
 * generated/openapi.json: schema/openapi.yaml bundled into one file. External files (the
 * schemas and examples) are inlined where the YAML references them; internal references stay.
 */
import { bundle } from '@apidevtools/json-schema-ref-parser';
import { schemaDir, type JsonObject } from './sources.js';
import { jsonHeaderKey, jsonHeaderValue } from './header.js';
import type { OpenAPIV3 } from 'openapi-types';

/** JSON Schema keywords that OpenAPI 3.0 schema objects do not allow. */
const nonOpenApiKeywords = ['$schema', 'id'];

export async function generateOpenApi(): Promise<string> {
  const bundled = (await bundle(`${schemaDir}openapi.yaml`)) as unknown as OpenAPIV3.Document;
  const schemas = bundled.components?.schemas ?? {};
  for (const schema of Object.values(schemas)) {
    for (const keyword of nonOpenApiKeywords) delete (schema as JsonObject)[keyword];
  }
  const document = { [jsonHeaderKey]: jsonHeaderValue('schema/openapi.yaml'), ...bundled };
  return `${JSON.stringify(document, null, 2)}\n`;
}
