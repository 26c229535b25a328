/**
 * The shape of the generated-payload checks: a fast-check property over payloads sent to the
 * service, with the run's seed. A failure is shrunk, each shrink step costing a request, until
 * the smallest failing payload is found or the check's shrink budget is spent; only that payload's
 * exchange is reported, with the seed that replays the run.
 */
import fc from 'fast-check';
import type { Check, CheckContext, Probe, Sink } from '../check.js';
import type { Failure } from '../report.js';
import type { PlannedRequest } from '../http/sender.js';

/** Requests a generated check may spend shrinking a failure. */
export const shrinkBudget = 20;

/** What one generated check is. */
export interface PropertyCase<T, S> {
  readonly id: string;
  readonly title: string;
  readonly why: string;
  readonly requests: readonly string[];
  /** The values to send, built for this run (ids marked). */
  readonly arbitrary: (ctx: CheckContext) => fc.Arbitrary<T>;
  /** What is sent for one value (a fresh requestId for every request). */
  readonly prepare: (ctx: CheckContext, value: T) => S;
  /** The request that sends it. */
  readonly request: (ctx: CheckContext, sent: S) => Promise<PlannedRequest>;
  /** Judges one answer into the sink. */
  readonly judge: (sink: Sink, probe: Probe, sent: S) => void;
}

/** A sink that keeps the failures in a list. */
function collector(): Sink & { readonly failures: Failure[] } {
  const failures: Failure[] = [];
  return {
    failures,
    expect(condition, failure) {
      if (!condition) failures.push(failure);
      return condition;
    },
  };
}

/** A generated check: --runs values, shrunk on failure, replayable with --seed. */
export function propertyCheck<T, S>(c: PropertyCase<T, S>): Check {
  return {
    id: c.id,
    title: c.title,
    why: c.why,
    requests: c.requests,
    cost: (o) => (o.runs === 0 ? 0 : o.runs + shrinkBudget),
    needsToken: true,
    async run(ctx) {
      const { runs, seed } = ctx.options;
      if (runs === 0) return;
      const budget = runs + shrinkBudget;
      let sent = 0;
      let smallest: { probe: Probe | undefined; failures: Failure[] } | undefined;
      const property = fc.asyncProperty(c.arbitrary(ctx), async (value) => {
        // Past the budget every value passes, so shrinking stops at the smallest failure found so far.
        if (sent >= budget) return true;
        sent++;
        const sink = collector();
        let probe: Probe | undefined;
        try {
          const sent = c.prepare(ctx, value);
          probe = await ctx.probe(await c.request(ctx, sent));
          for (const failure of probe.failures) sink.expect(false, failure);
          c.judge(sink, probe, sent);
        } catch (error) {
          sink.expect(false, { message: `no answer: ${(error as Error).message}`, expected: 'an answer', why: c.why });
        }
        if (sink.failures.length === 0) return true;
        smallest = { probe, failures: sink.failures };
        return false;
      });
      const details = await fc.check(property, { numRuns: runs, seed, endOnFailure: false });
      if (!details.failed || smallest === undefined) return;
      if (smallest.probe !== undefined) ctx.record(smallest.probe.exchange);
      const replay = `replay with --seed ${seed} --runs ${runs}; smallest failing payload after ${details.numShrinks} shrinks (shown in the request)`;
      for (const failure of smallest.failures) ctx.fail({ ...failure, message: `${failure.message} (${replay})` });
    },
  };
}
