/**
 * The size limit of the request body, read from where it is stated: the creation operation's
 * `x-max-body-bytes` in schema/openapi.yaml. The validators, the command line, the client, the
 * sandbox and the field reference all take it from generated/schemas.js.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { schemaDir } from './sources.js';

/** The largest Consent Request body the service reads, in bytes. */
export async function readMaxBodyBytes(): Promise<number> {
  const document = parse(await readFile(`${schemaDir}openapi.yaml`, 'utf8')) as {
    paths?: Record<string, { post?: { requestBody?: Record<string, unknown> } }>;
  };
  const body = document.paths?.['/api/cm/v1/df/consent-requests']?.post?.requestBody;
  const limit = body?.['x-max-body-bytes'];
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) {
    throw new Error('schema/openapi.yaml: the creation requestBody needs x-max-body-bytes, a whole number of bytes');
  }
  const description = typeof body?.description === 'string' ? body.description : '';
  if (!description.includes(String(limit))) {
    throw new Error(
      `schema/openapi.yaml: the creation requestBody's description must state x-max-body-bytes (${limit})`,
    );
  }
  return limit;
}
