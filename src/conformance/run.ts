/** runConformance: runs the selected checks against a deployment and returns the typed report. */
import type { TokenResponse } from '../../generated/types.js';
import { createRedactor, type Redactor } from '../client/redact.js';
import { buildConsentRequest } from '../testing/build.js';
import { costOf, type Check, type CheckContext } from './check.js';
import { conformanceChecks } from './checks/index.js';
import { tokenRequest } from './checks/requests.js';
import { CheckSkipped, ConformanceUnreachableError } from './errors.js';
import { Sender } from './http/sender.js';
import { markPayload, newRunId, requestIds } from './marking.js';
import { packageOpenApi } from './openapi/document.js';
import { judgeAgainstOpenApi } from './openapi/judge.js';
import { resolveConformanceOptions, type ConformanceOptions, type ResolvedConformanceOptions } from './options.js';
import type { CheckResult, ConformanceReport, Failure, RecordedExchange } from './report.js';
import { selectChecks } from './select.js';

const basicValue = (id: string, secret: string): string =>
  `Basic ${Buffer.from(`${id}:${secret}`, 'utf8').toString('base64')}`;

/** The one-line message of a check's result. */
function summary(failures: readonly Failure[]): string {
  const first = failures[0];
  if (first === undefined) return '';
  return `${first.message}; expected ${first.expected}${failures.length > 1 ? ` (+${failures.length - 1} more)` : ''}`;
}

/** Everything the checks of one run share. */
interface Run {
  readonly o: ResolvedConformanceOptions;
  readonly sender: Sender;
  readonly openapi: unknown;
  readonly redact: Redactor;
  readonly secrets: Set<string>;
  readonly nextRequestId: () => string;
  token: Promise<string> | undefined;
}

/** The shared token, fetched through the first check that asks; a failure skips every check that needs it. */
async function fetchToken(ctx: CheckContext): Promise<string> {
  // Recorded but not judged: the token endpoint's answers are judged by the token checks, not by
  // whichever check happened to need the token first.
  const { answer, exchange } = await ctx.probe(tokenRequest(ctx.basic()));
  ctx.record(exchange);
  const token = (answer.json as Partial<TokenResponse> | undefined)?.token;
  if (answer.status !== 200 || typeof token !== 'string' || token === '') {
    throw new CheckSkipped(
      `no access token: the token endpoint answered ${answer.status} to the run's credentials (see token-valid-credentials)`,
    );
  }
  return token;
}

async function runCheck(run: Run, check: Check): Promise<CheckResult> {
  const { o, sender, openapi } = run;
  const started = performance.now();
  const failures: Failure[] = [];
  const requests: RecordedExchange[] = [];
  const judged = (
    path: string | undefined,
    answer: Parameters<typeof judgeAgainstOpenApi>[1] | undefined,
  ): Failure[] => (path === undefined || answer === undefined ? [] : judgeAgainstOpenApi(openapi, answer));
  const ctx: CheckContext = {
    options: o,
    async send(request) {
      const answer = await sender.send(request, (exchange) => requests.push(exchange));
      failures.push(
        ...judged(request.path, request.path === undefined ? undefined : { ...answer, path: request.path }),
      );
      return answer;
    },
    async probe(request) {
      let exchange: RecordedExchange | undefined;
      const answer = await sender.send(request, (e) => {
        exchange = e;
      });
      const found = judged(request.path, request.path === undefined ? undefined : { ...answer, path: request.path });
      return { answer, exchange: exchange as RecordedExchange, failures: found };
    },
    record: (exchange) => requests.push(exchange),
    token: () => (run.token ??= fetchToken(ctx)),
    basic: (id = o.clientId, secret = o.clientSecret) => basicValue(id, secret),
    payload: () => markPayload(buildConsentRequest(), run.nextRequestId(), o.fidId, o.serviceId),
    mark: (payload) => markPayload(payload, run.nextRequestId(), o.fidId, o.serviceId),
    secret: (value) => run.secrets.add(value),
    fail: (failure) => failures.push(failure),
    expect(condition, failure) {
      if (!condition) failures.push(failure);
      return condition;
    },
  };
  let skipped: string | undefined;
  try {
    await check.run(ctx);
  } catch (error) {
    if (error instanceof ConformanceUnreachableError) throw error;
    if (error instanceof CheckSkipped) skipped = error.message;
    else failures.push({ message: (error as Error).message, expected: 'an answer', why: check.why });
  }
  // Text from the service and from errors may quote a secret or a token: redact every string.
  const shown = failures.map((f) => ({ message: run.redact(f.message), expected: run.redact(f.expected), why: f.why }));
  const status = shown.length > 0 ? 'failed' : skipped !== undefined ? 'skipped' : 'passed';
  const message = status === 'skipped' ? run.redact(skipped ?? '') : summary(shown);
  return {
    id: check.id,
    title: check.title,
    why: check.why,
    status,
    message,
    failures: shown,
    requests,
    durationMs: Math.round(performance.now() - started),
  };
}

function skippedResult(check: Check, message: string): CheckResult {
  return {
    id: check.id,
    title: check.title,
    why: check.why,
    status: 'skipped',
    message,
    failures: [],
    requests: [],
    durationMs: 0,
  };
}

/**
 * Runs the conformance checks against the deployment at `options.baseUrl` and resolves to the
 * report. Rejects with ConformanceUsageError for unusable options (an http: base URL that is not
 * loopback, an unknown check id) and ConformanceUnreachableError when the service never answers.
 * The client secret and every token are redacted from the report.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const o = resolveConformanceOptions(options);
  const checks = selectChecks(conformanceChecks, o.only, o.skip);
  const started = performance.now();
  const runId = newRunId();
  const secrets = new Set<string>([o.clientSecret, basicValue(o.clientId, o.clientSecret).slice('Basic '.length)]);
  const redact = createRedactor(() => secrets);
  const learn = (json: unknown): void => {
    const token = (json as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token.length > 0) secrets.add(token);
  };
  const sender = new Sender({
    base: o.base,
    fetch: o.fetch,
    timeoutMs: o.timeoutMs,
    maxRequests: o.maxRequests,
    concurrency: o.concurrency,
    redact,
    learn,
  });
  const run: Run = {
    o,
    sender,
    openapi: o.dryRun ? undefined : (o.openapi ?? packageOpenApi()),
    redact,
    secrets,
    nextRequestId: requestIds(runId),
    token: undefined,
  };

  const results: CheckResult[] = new Array<CheckResult>(checks.length);
  let reserved = 0;
  let done = 0;
  const runAt = async (index: number): Promise<void> => {
    const check = checks[index] as Check;
    const cost = costOf(check, o);
    if (o.dryRun) results[index] = skippedResult(check, 'dry run: nothing was sent');
    else if (reserved + cost > o.maxRequests)
      results[index] = skippedResult(
        check,
        `it may send ${cost} requests, more than --max-requests ${o.maxRequests} leaves`,
      );
    else {
      reserved += cost;
      results[index] = await runCheck(run, check);
    }
    o.onProgress?.({ done: ++done, total: checks.length, id: check.id });
  };
  // The first check runs alone: when nothing answers it, the run stops there (unreachable).
  if (checks.length > 0) await runAt(0);
  let next = 1;
  const worker = async (): Promise<void> => {
    while (next < checks.length) await runAt(next++);
  };
  await Promise.all(Array.from({ length: Math.min(o.concurrency, Math.max(0, checks.length - 1)) }, worker));

  const count = (status: CheckResult['status']): number => results.filter((r) => r.status === status).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    baseUrl: o.base.href.replace(/\/$/, ''),
    runId,
    seed: o.seed,
    runs: o.runs,
    requestsSent: sender.sent,
    durationMs: Math.round(performance.now() - started),
    checks: results,
  };
}

/** What a run would do, without sending anything: the selected checks and their requests. */
export function planConformance(options: Pick<ConformanceOptions, 'only' | 'skip'> = {}): readonly Check[] {
  return selectChecks(conformanceChecks, options.only, options.skip ?? []);
}
