/**
 * The OpenAPI description as a third party reads it: Stoplight Prism's HTTP validator (the one
 * `prism proxy` runs) judges recorded answers and request bodies against generated/openapi.json,
 * so the sandbox is never judged by the package's own validators. Why Prism and not
 * openapi-backend or openapi-response-validator: schema/DECISIONS.md, "Sandbox answers judged
 * against the OpenAPI (issue 9)".
 */
import { getHttpOperationsFromSpec, type IHttpRequest } from '@stoplight/prism-http';
import { validateInput, validateOutput } from '@stoplight/prism-http/dist/validator/index.js';
import { rootDir } from './examples.js';

type IHttpOperation = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>[number];

/** One answer the sandbox gave, as it went out, with the request line that caused it. */
export interface RecordedAnswer {
  readonly method: string;
  /** The request target without its query. */
  readonly path: string;
  /** The X-Sandbox-Fault header of the request, when it had one. */
  readonly fault?: string;
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text (every answer of the sandbox is text). */
  readonly body: string;
}

/** What the judge says of one answer: the operation and its contradictions, or why it was not judged. */
export type Verdict =
  | { readonly judged: true; readonly operation: string; readonly problems: readonly string[] }
  | { readonly judged: false; readonly reason: string };

/** The judge of one OpenAPI document. */
export interface OpenApiJudge {
  /** Judges an answer against the description of its operation and status. */
  answer(answer: RecordedAnswer): Verdict;
  /** What the operation's request description finds wrong with a JSON body; empty when it accepts it. */
  requestBody(method: string, path: string, body: unknown): readonly string[];
}

/** The bundled description the package ships as consent-contract/openapi.json. */
export const bundledOpenApi = `${rootDir}generated/openapi.json`;

// Prism's DiagnosticSeverity: 0 error, 1 warning (an undocumented non-2xx status), 2 information, 3 hint.
const worstJudged = 1;

interface PrismDiagnostic {
  readonly message: string;
  readonly severity: number;
  readonly path?: readonly (string | number)[];
}

/** Prism's Either: Left holds the diagnostics. */
type Outcome = { readonly _tag: 'Left'; readonly left: readonly PrismDiagnostic[] } | { readonly _tag: 'Right' };

function sentences(outcome: Outcome): string[] {
  if (outcome._tag === 'Right') return [];
  return outcome.left
    .filter((d) => d.severity <= worstJudged)
    .map((d) => (d.path?.length ? `${d.message} (at ${d.path.join('/')})` : d.message));
}

/** The body as Prism expects it: parsed when it is JSON text, the text otherwise, undefined when empty. */
function bodyValue(answer: RecordedAnswer): unknown {
  if (answer.body === '') return undefined;
  try {
    return JSON.parse(answer.body);
  } catch {
    return answer.body;
  }
}

const statusUndocumented = /^Unable to match the returned status code/;

const cache = new Map<string, Promise<OpenApiJudge>>();

/**
 * A judge of the document at `source` (a path, or the document itself), dereferenced and read by
 * Prism's own loader. Judges of a path are made once per test worker.
 */
export function openApiJudge(source: string | object = bundledOpenApi): Promise<OpenApiJudge> {
  if (typeof source !== 'string') return makeJudge(structuredClone(source));
  let judge = cache.get(source);
  if (judge === undefined) {
    judge = makeJudge(source);
    cache.set(source, judge);
  }
  return judge;
}

async function makeJudge(source: string | object): Promise<OpenApiJudge> {
  const operations: IHttpOperation[] = await getHttpOperationsFromSpec(source as string);
  const find = (method: string, path: string): IHttpOperation | undefined =>
    operations.find((o) => o.method === method.toLowerCase() && o.path === path);
  return {
    answer(answer) {
      const operation = find(answer.method, answer.path);
      if (operation === undefined)
        return { judged: false, reason: `${answer.method} ${answer.path} is not an operation of the OpenAPI` };
      const problems = sentences(
        validateOutput({
          resource: operation,
          element: { statusCode: answer.status, headers: { ...answer.headers }, body: bodyValue(answer) },
        }) as Outcome,
      );
      // X-Sandbox-Fault answers any status asked for, documented or not: that status is the
      // test's own doing. Everything else about such an answer is still judged.
      if (answer.fault?.split(',').some((d) => Number(d.trim()) === answer.status)) {
        if (problems.some((p) => statusUndocumented.test(p)))
          return { judged: false, reason: `X-Sandbox-Fault asked for the undocumented ${answer.status}` };
      }
      return { judged: true, operation: operation.iid ?? `${answer.method} ${answer.path}`, problems };
    },
    requestBody(method, path, body) {
      const operation = find(method, path);
      if (operation === undefined) throw new Error(`${method} ${path} is not an operation of the OpenAPI`);
      const text = JSON.stringify(body);
      const outcome = validateInput({
        resource: operation,
        element: {
          method: operation.method as IHttpRequest['method'],
          url: { path },
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
          body,
        },
      }) as Outcome;
      return sentences(outcome);
    },
  };
}
