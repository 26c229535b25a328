/**
 * Proving the checks can fail: against a service with one fault switched on, the run fails, and
 * every check the fault is meant for fails. The mutation score (faults caught / faults) is
 * printed; every fault must be caught.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { conformanceChecks, runConformance } from '../../src/conformance/index.js';
import { faults, startFaultyService, type FaultName } from './faulty-service.js';

const credentials = { clientId: 'df-conformance', clientSecret: 'conformance-secret-9d2e' } as const;
const caught = new Map<FaultName, readonly string[]>();

describe('every fault of the test service is caught by a named check', () => {
  afterAll(() => {
    const total = Object.keys(faults).length;
    const lines = [...caught].map(([fault, by]) => `  ${fault}: caught by ${by.join(', ')}`);
    console.log(`conformance mutation score: ${caught.size}/${total} faults caught\n${lines.join('\n')}`);
  });

  it('every registered check is named by a fault it must catch, and is documented', () => {
    const named = new Set<string>(Object.values(faults).flatMap((f) => [...f.caughtBy]));
    expect(conformanceChecks.map((c) => c.id).filter((id) => !named.has(id))).toEqual([]);
    expect([...named].filter((id) => !conformanceChecks.some((c) => c.id === id))).toEqual([]);
    expect(new Set(conformanceChecks.map((c) => c.id)).size).toBe(conformanceChecks.length);
    for (const check of conformanceChecks) {
      expect(check.id).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
      expect(check.title.length, check.id).toBeGreaterThan(20);
      expect(check.why, check.id).toMatch(/df-interface\.md|DECISIONS\.md/);
      expect(check.requests.length, check.id).toBeGreaterThan(0);
    }
  });

  it('with no fault, the test service passes the whole suite (it is a faithful proxy)', async () => {
    const service = await startFaultyService([], credentials);
    try {
      const report = await runConformance({ baseUrl: service.url, ...credentials, seed: 42, runs: 5 });
      expect(report.checks.filter((c) => c.status !== 'passed').map((c) => `${c.id}: ${c.message}`)).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it.each(Object.entries(faults) as Array<[FaultName, (typeof faults)[FaultName]]>)(
    '%s',
    async (fault, { caughtBy }) => {
      const service = await startFaultyService([fault], credentials);
      try {
        // The checks meant for the fault, which must fail; the whole suite runs against the
        // faithful service above, so every check is also shown to pass where nothing is broken.
        const only = [...caughtBy];
        const report = await runConformance({ baseUrl: service.url, ...credentials, seed: 42, runs: 5, only });
        const failed = report.checks.filter((c) => c.status === 'failed').map((c) => c.id);
        expect(failed, `failing checks under ${fault}`).toEqual(expect.arrayContaining([...caughtBy]));
        expect(report.failed).toBeGreaterThan(0);
        caught.set(fault, failed);
      } finally {
        await service.close();
      }
    },
  );
});
