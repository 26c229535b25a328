/** The example payloads of schema/examples, read fresh for every call so tests may change them. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));

export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests mutate free-form JSON

export function readJson(path: string): Json {
  return JSON.parse(readFileSync(rootDir + path, 'utf8'));
}

/** Adult, three languages (en, hi, ta) of three purposes each; defaultLanguage en. */
export const adult = (): Json => readJson('schema/examples/adult.json');
/** Minor with complete delegation, two languages (hi default, en). */
export const minor = (): Json => readJson('schema/examples/minor-with-delegation.json');
export const record = (): Json => readJson('schema/examples/responses/record.json');
export const token = (): Json => readJson('schema/examples/responses/token.json');
