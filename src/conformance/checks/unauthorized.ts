/** The shape of the 401 checks: each sends a few requests that must all get 401 with one challenge scheme. */
import type { Check, CheckContext } from '../check.js';
import type { PlannedRequest } from '../http/sender.js';
import { expectChallenge } from '../expect.js';

/** What one 401 check is. */
export interface UnauthorizedCase {
  readonly id: string;
  readonly title: string;
  readonly why: string;
  readonly scheme: 'Basic' | 'Bearer';
  readonly requests: readonly string[];
  readonly needsToken: boolean;
  /** The requests to send, each of which must be refused. */
  readonly build: (ctx: CheckContext) => Promise<readonly PlannedRequest[]>;
}

/** A check that every request `build` makes is answered 401 with a `scheme` challenge and a problem body. */
export function unauthorizedCheck(c: UnauthorizedCase): Check {
  return {
    id: c.id,
    title: c.title,
    why: c.why,
    requests: c.requests,
    cost: c.requests.length,
    needsToken: c.needsToken,
    async run(ctx) {
      for (const request of await c.build(ctx)) expectChallenge(ctx, await ctx.send(request), c.scheme, c.why);
    },
  };
}
