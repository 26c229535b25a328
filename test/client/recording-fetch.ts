/**
 * A fetch for client tests: the real global fetch, recording what the client sent, optionally
 * adding X-Sandbox-Fault to chosen calls or replacing an answer. Not a mock: requests go to the
 * real sandbox unless a test replaces the answer on purpose.
 */

/** One request as the client sent it. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | null;
  readonly body: string | undefined;
}

export interface RecordingFetch {
  readonly fetch: typeof fetch;
  readonly sent: SentRequest[];
  /** Bodies of token responses the client received (to know the tokens it held). */
  readonly tokens: string[];
}

/** Decides, per creation call (1-based), which X-Sandbox-Fault to add, if any. */
export type FaultPlan = (creationCall: number) => string | undefined;

export function recordingFetch(
  plan: FaultPlan = () => undefined,
  rewrite?: (response: Response, request: SentRequest) => Promise<Response> | Response,
): RecordingFetch {
  const sent: SentRequest[] = [];
  const tokens: string[] = [];
  let creations = 0;
  const wrapped = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = new Headers(init.headers);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    sent.push(request);
    if (url.pathname.endsWith('/consent-requests')) {
      const fault = plan(++creations);
      if (fault !== undefined) headers.set('x-sandbox-fault', fault);
    }
    const response = await fetch(url, { ...init, headers });
    if (url.pathname.endsWith('/token') && response.status === 200) {
      const copy = (await response.clone().json()) as { token?: string };
      if (typeof copy.token === 'string') tokens.push(copy.token);
    }
    return rewrite === undefined ? response : rewrite(response, request);
  };
  return { fetch: wrapped as typeof fetch, sent, tokens };
}
