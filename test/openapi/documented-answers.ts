/**
 * What the OpenAPI description must document for each operation: every status the service may
 * answer, a problem body for every error, and the headers that come with some of them. Pure
 * checks over a bundled document, so a test can run them on a broken copy too.
 */
import { problemTypes } from '../../src/problems/problem-types.js';

/** The statuses each operation documents, and nothing else. */
export const expectedStatuses: Readonly<Record<string, readonly string[]>> = {
  getAccessToken: ['200', '400', '401', '408', '429', '431', '5XX'],
  createConsentRequest: ['200', '201', '400', '401', '408', '409', '413', '415', '429', '431', '5XX'],
};

/** Headers an error answer carries, by status. */
const expectedHeaders: Readonly<Record<string, readonly string[]>> = {
  '401': ['WWW-Authenticate'],
  '429': ['Retry-After'],
  '5XX': ['Retry-After'],
};

const resolve = (document: any, value: any): any =>
  typeof value?.$ref === 'string'
    ? resolve(
        document,
        value.$ref
          .slice(2)
          .split('/')
          .reduce((o: any, k: string) => o?.[k], document),
      )
    : value;

/** Every operation of the document with its operationId. */
function operations(document: any): { id: string; operation: any }[] {
  return Object.values(document.paths ?? {}).flatMap((item: any) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((m) => item[m])
      .map((m) => ({ id: item[m].operationId, operation: item[m] })),
  );
}

/** What the document gets wrong, one sentence each; empty when every answer is documented. */
export function undocumentedAnswers(document: any): string[] {
  const findings: string[] = [];
  for (const { id, operation } of operations(document)) {
    const expected = expectedStatuses[id];
    if (expected === undefined) {
      findings.push(`${id}: an operation with no expected statuses`);
      continue;
    }
    const documented = Object.keys(operation.responses ?? {});
    for (const status of expected)
      if (!documented.includes(status)) findings.push(`${id}: ${status} is not documented`);
    for (const status of documented)
      if (!expected.includes(status)) findings.push(`${id}: ${status} is documented but not expected`);
    for (const status of documented.filter((s) => !s.startsWith('2'))) {
      const response = resolve(document, operation.responses[status]);
      const schema = resolve(document, response?.content?.['application/problem+json']?.schema);
      if (schema?.properties?.type === undefined)
        findings.push(`${id}: ${status} has no application/problem+json Problem body`);
      for (const header of expectedHeaders[status] ?? []) {
        if (response?.headers?.[header] === undefined) findings.push(`${id}: ${status} does not document ${header}`);
      }
    }
  }
  return findings;
}

/** Statuses of the service's problem types that creation must document (404 and 405 are about paths, not the operation). */
export const serviceProblemStatuses = [
  ...new Set(
    Object.values(problemTypes)
      .filter((t) => t.scope === 'service' && t.status !== 404 && t.status !== 405)
      .map((t) => t.status),
  ),
];
