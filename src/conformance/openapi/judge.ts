/**
 * Holds one answer against the OpenAPI description: the status is documented for the operation
 * (exactly, as a range such as 5XX, or as default), the Content-Type is one documented for it,
 * the body passes the documented schema, and every header marked required is present.
 */
import { validateConsentRequestRecord, validateProblem, validateTokenResponse } from '../../validate/contracts.js';
import type { ValidationResult } from '../../diagnostic.js';
import type { Failure } from '../report.js';

type Node = Record<string, unknown>;

/** The component schemas this package has validators for, by name. */
const validators: Readonly<Record<string, (value: unknown) => ValidationResult>> = {
  ConsentRequestRecord: (v) => validateConsentRequestRecord(v),
  TokenResponse: (v) => validateTokenResponse(v),
  Problem: (v) => validateProblem(v),
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/...`) inside the document. */
function resolve(document: unknown, value: unknown): unknown {
  let node = value;
  for (let hops = 0; isNode(node) && typeof node.$ref === 'string' && hops < 10; hops++) {
    const ref: string = node.$ref;
    node = ref.startsWith('#/')
      ? ref
          .slice(2)
          .split('/')
          .reduce<unknown>(
            (at, token) => (isNode(at) ? at[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
            document,
          )
      : undefined;
  }
  return node;
}

/** The essence of a media type: `application/problem+json; charset=utf-8` -> `application/problem+json`. */
export const mediaEssence = (contentType: string | null): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** What an answer is, for the judge. */
export interface JudgedAnswer {
  readonly method: string;
  /** The operation's path as the document writes it (`/api/auth/v1/df/token`). */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: unknown;
}

/** The documented statuses of an operation, or undefined when the document has no such operation. */
export function documentedStatuses(document: unknown, method: string, path: string): string[] | undefined {
  const operation = resolve(
    document,
    (((document as Node | undefined)?.paths as Node | undefined)?.[path] as Node | undefined)?.[method.toLowerCase()],
  );
  if (!isNode(operation) || !isNode(operation.responses)) return undefined;
  return Object.keys(operation.responses);
}

/** The failures of one answer against the document; [] when it conforms or the operation is not described. */
export function judgeAgainstOpenApi(document: unknown, answer: JudgedAnswer): Failure[] {
  const operationName = `${answer.method.toUpperCase()} ${answer.path}`;
  const why = `OpenAPI description (generated/openapi.json), ${operationName} responses`;
  const paths = (document as Node | undefined)?.paths as Node | undefined;
  const operation = resolve(document, (paths?.[answer.path] as Node | undefined)?.[answer.method.toLowerCase()]);
  if (!isNode(operation) || !isNode(operation.responses)) return [];
  const responses = operation.responses;
  const key = [String(answer.status), `${String(answer.status)[0]}XX`, `${String(answer.status)[0]}xx`, 'default'].find(
    (k) => k in responses,
  );
  if (key === undefined) {
    return [
      {
        message: `${operationName} answered ${answer.status}, a status the OpenAPI description does not document`,
        expected: `one of ${Object.keys(responses).join(', ')}`,
        why,
      },
    ];
  }
  const response = resolve(document, responses[key]);
  if (!isNode(response)) return [];
  const failures: Failure[] = [];
  const whyHere = `${why} '${key}'`;
  if (isNode(response.headers)) {
    for (const [name, header] of Object.entries(response.headers)) {
      const h = resolve(document, header);
      if (isNode(h) && h.required === true && answer.headers.get(name) === null) {
        failures.push({
          message: `the ${answer.status} answer has no ${name} header`,
          expected: `${name} (required)`,
          why: whyHere,
        });
      }
    }
  }
  if (!isNode(response.content)) return failures;
  const media = mediaEssence(answer.headers.get('content-type'));
  const documented = Object.keys(response.content);
  const content = response.content[media];
  if (content === undefined) {
    failures.push({
      message: `the ${answer.status} answer has Content-Type ${media === '' ? '(none)' : media}`,
      expected: documented.join(' or '),
      why: whyHere,
    });
    return failures;
  }
  const schema = isNode(content) ? content.schema : undefined;
  const name = isNode(schema) && typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  const validate = name === undefined ? undefined : validators[name];
  if (validate === undefined) return failures;
  if (answer.json === undefined) {
    failures.push({ message: `the ${answer.status} body is not JSON`, expected: `a ${name} (JSON)`, why: whyHere });
    return failures;
  }
  const result = validate(answer.json);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (!result.valid) {
    const shown = errors
      .slice(0, 3)
      .map((d) => `${d.pointer || '/'}: ${d.message}`)
      .join('; ');
    failures.push({
      message: `the ${answer.status} body is not a valid ${name}: ${shown}${errors.length > 3 ? ` (+${errors.length - 3} more)` : ''}`,
      expected: `a body that passes the ${name} schema`,
      why: whyHere,
    });
  }
  return failures;
}
