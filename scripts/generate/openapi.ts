/**
 * generated/openapi.json: schema/openapi.yaml bundled into one file. The YAML is self-contained
 * except for its examples, which name the files of schema/examples/ by `externalValue`; the
 * bundle carries them inline as `value`, so it needs no other file. Internal references stay.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { schemaDir } from './sources.js';
import { jsonHeaderKey, jsonHeaderValue } from './header.js';
import type { OpenAPIV3 } from 'openapi-types';

export async function generateOpenApi(): Promise<string> {
  const document = parse(await readFile(`${schemaDir}openapi.yaml`, 'utf8')) as OpenAPIV3.Document;
  for (const example of Object.values(document.components?.examples ?? {}) as OpenAPIV3.ExampleObject[]) {
    if (example.externalValue === undefined) continue;
    const file = new URL(example.externalValue, `file://${schemaDir}`);
    example.value = JSON.parse(await readFile(file, 'utf8'));
    delete example.externalValue;
  }
  return `${JSON.stringify({ [jsonHeaderKey]: jsonHeaderValue('schema/openapi.yaml'), ...document }, null, 2)}\n`;
}
