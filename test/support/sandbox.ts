/**
 * The one way tests start a sandbox: a real one on 127.0.0.1 (an ephemeral port unless told),
 * with an injectable clock. Every answer it gives is recorded and judged against the OpenAPI by a
 * third-party validator (./openapi-judge.ts): an answer that contradicts the description of its
 * operation and status fails the test that caused it (`useSandbox`), or the close that ends the
 * sandbox (`startSandbox`).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { openApiJudge, type OpenApiJudge, type RecordedAnswer } from './openapi-judge.js';
import { recordAnswers } from './sandbox-answers.js';

/** The credentials every test sandbox accepts unless a test passes its own `clients`. */
export const credentials = { clientId: 'df-test-client', clientSecret: 'test-secret-5b1f0c' } as const;

/** Options of a test sandbox: the sandbox's own, and the OpenAPI its answers are judged by. */
export interface SandboxFixtureOptions extends SandboxOptions {
  /** The description to judge answers by: a path or a document. Default generated/openapi.json. */
  readonly openapi?: string | object;
}

/** A started test sandbox. Its `sandbox.close()` closes it and then judges what is left. */
export interface RunningSandbox {
  /** The sandbox; `close()` on it is this fixture's close. */
  readonly sandbox: Sandbox;
  readonly url: string;
  readonly port: number;
  /** Judges the answers recorded since the last call; rejects with every contradiction found. */
  judge(): Promise<void>;
  /** Closes the sandbox, then judges the answers not judged yet. */
  close(): Promise<void>;
}

/** A clock a test moves by hand: pass `now` as the sandbox's (or the client's) clock. */
export interface ManualClock {
  readonly now: () => number;
  advance(ms: number): void;
}

/** A clock standing at `startMs` (default 2026-01-01T00:00:00Z) until advanced. */
export function manualClock(startMs = Date.UTC(2026, 0, 1)): ManualClock {
  let ms = startMs;
  return {
    now: () => ms,
    advance: (by) => {
      ms += by;
    },
  };
}

/** The contradictions among `answers`, one paragraph each. */
export function contradictions(judge: OpenApiJudge, answers: readonly RecordedAnswer[]): string[] {
  return answers.flatMap((answer) => {
    const verdict = judge.answer(answer);
    if (!verdict.judged || verdict.problems.length === 0) return [];
    const body = answer.body.length > 300 ? `${answer.body.slice(0, 300)}…` : answer.body;
    return [
      `${answer.method} ${answer.path} answered ${answer.status} (${answer.headers['content-type'] ?? 'no content type'})` +
        ` against the OpenAPI of ${verdict.operation}:\n  - ${verdict.problems.join('\n  - ')}\n  body: ${body}`,
    ];
  });
}

/** Starts a sandbox that accepts `credentials` (or the clients given); close it when done. */
export async function startSandbox(options: SandboxFixtureOptions = {}): Promise<RunningSandbox> {
  const { openapi, ...sandboxOptions } = options;
  const judgeReady = openApiJudge(openapi);
  const sandbox = createSandbox({ clients: [credentials], ...sandboxOptions });
  const url = await sandbox.listen();
  const port = sandbox.port;
  const { recorder, stop } = recordAnswers(port);
  const judge = async (): Promise<void> => {
    const found = contradictions(await judgeReady, await recorder.take());
    if (found.length > 0)
      throw new Error(`the sandbox contradicts its OpenAPI ${found.length} time(s):\n${found.join('\n')}`);
  };
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= sandbox.close().then(async () => {
      try {
        await judge();
      } finally {
        stop();
      }
    });
    return closing;
  };
  const facade = new Proxy(sandbox, {
    get: (target, key) => (key === 'close' ? close : Reflect.get(target, key, target)),
  });
  return { sandbox: facade, url, port, judge, close };
}

/** A test file's sandbox, as getters that work inside its tests. */
export interface SandboxHandle {
  readonly sandbox: Sandbox;
  readonly url: string;
  readonly port: number;
}

/**
 * Starts a sandbox before the tests of the current file or describe block and closes it after
 * them; each test fails when an answer it caused contradicts the OpenAPI. `options` may be a
 * function, called when the sandbox starts.
 */
export function useSandbox(options: SandboxFixtureOptions | (() => SandboxFixtureOptions) = {}): SandboxHandle {
  let running: RunningSandbox | undefined;
  const started = (): RunningSandbox => {
    if (running === undefined) throw new Error('the sandbox is not started yet: use it inside a test or hook');
    return running;
  };
  beforeAll(async () => {
    running = await startSandbox(typeof options === 'function' ? options() : options);
  });
  afterEach(() => running?.judge());
  afterAll(() => running?.close());
  return {
    get sandbox() {
      return started().sandbox;
    },
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
  };
}
