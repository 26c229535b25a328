/**
 * generated/paths.ts: the endpoint paths of schema/openapi.yaml, by operationId, so that the
 * client, the sandbox and its console banner spell each path once, as the contract does.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { jsHeader } from './header.js';
import { schemaDir } from './sources.js';

interface Operation {
  readonly operationId?: string;
  readonly summary?: string;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export async function generatePaths(): Promise<string> {
  const document = parse(await readFile(`${schemaDir}openapi.yaml`, 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
  };
  const members: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (operation === undefined) continue;
      if (operation.operationId === undefined) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      members.push(
        `  /** ${method.toUpperCase()}: ${operation.summary ?? operation.operationId}. */`,
        `  ${operation.operationId}: ${JSON.stringify(path)},`,
      );
    }
  }
  return [
    jsHeader('schema/openapi.yaml'),
    "/** The endpoint paths of the Data Fiduciary interface, by operationId, under the service's base URL. */",
    'export const apiPaths = {',
    ...members,
    '} as const;',
    '',
  ].join('\n');
}
