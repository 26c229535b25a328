/**
 * Does a change of the contract break v1 clients? Atlassian's openapi-diff is the judge of what
 * it understands (paths, methods, documented statuses, request and response bodies by direction:
 * a request may only accept more, a response may only promise less), and keyword-breaks.ts adds
 * the keywords its schema engine ignores (enum, pattern, format). A change either tool cannot
 * classify counts as breaking: a person then decides, and moves the version if it is.
 */
import openApiDiff from 'openapi-diff';
import { type Break, keywordBreaks } from './keyword-breaks.js';

export type { Break } from './keyword-breaks.js';

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI documents and JSON schemas, free-form JSON
type Json = any;

const jsonSuffix = /^application\/[\w.-]+\+json\b/;

/**
 * A copy where every `application/*+json` body (problem+json) is listed as application/json:
 * openapi-diff compares only application/json bodies, and both are JSON to a client.
 */
export function jsonBodiesAsJson(document: Json): Json {
  const copy = structuredClone(document);
  const visit = (node: Json): void => {
    if (!node || typeof node !== 'object') return;
    if (node.content && typeof node.content === 'object' && !Array.isArray(node.content)) {
      for (const type of Object.keys(node.content)) {
        if (jsonSuffix.test(type) && !node.content['application/json']) {
          node.content['application/json'] = node.content[type];
          delete node.content[type];
        }
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(copy);
  return copy;
}

/** Every change from `old` to `next` that breaks a client written against `old`. */
export async function breakingChanges(old: Json, next: Json): Promise<Break[]> {
  const spec = (document: Json, location: string) => ({
    content: JSON.stringify(jsonBodiesAsJson(document)),
    location,
    format: 'openapi3' as const,
  });
  const outcome = await openApiDiff.diffSpecs({
    sourceSpec: spec(old, 'baseline'),
    destinationSpec: spec(next, 'current'),
  });
  const judged = [
    ...(outcome.breakingDifferencesFound ? outcome.breakingDifferences : []).map((d) => ({ d, unclassified: false })),
    ...outcome.unclassifiedDifferences.map((d) => ({ d, unclassified: true })),
  ];
  const fromTool: Break[] = judged.map(({ d, unclassified }) => ({
    kind: unclassified ? `unclassified ${d.code}` : d.code,
    where: d.sourceSpecEntityDetails.map((e) => e.location).join(', ') || '(document)',
    message: `${d.action} ${d.entity}${unclassified ? ': openapi-diff cannot tell whether this breaks clients' : ''}`,
  }));
  return [...fromTool, ...keywordBreaks(old, next)];
}

/** The major number of an OpenAPI document's info.version ("1.0.0" -> 1). */
export function majorVersion(document: Json): number {
  const match = /^(\d+)\./.exec(String(document?.info?.version ?? ''));
  if (!match) throw new Error(`info.version ${JSON.stringify(document?.info?.version)} is not a semantic version`);
  return Number(match[1]);
}

/**
 * A draft-04 schema as the request body of a one-operation OpenAPI document, so that the same
 * judge compares schema files (`$schema` and `id`, which OpenAPI schema objects lack, left out).
 */
export function schemaAsRequestBody(schema: Json): Json {
  const { $schema: _dialect, id: _id, ...body } = schema;
  return {
    openapi: '3.0.3',
    info: { title: String(schema.title ?? 'schema'), version: '1.0.0' },
    paths: {
      '/payload': {
        post: {
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: { '204': { description: 'Accepted.' } },
        },
      },
    },
  };
}
