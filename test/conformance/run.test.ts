/** runConformance against the real sandbox: every check passes, the run is marked, bounded and keeps secrets out. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  conformanceChecks,
  ConformanceUnreachableError,
  ConformanceUsageError,
  conformanceDpHash,
  runConformance,
} from '../../src/conformance/index.js';
import { packageOpenApi } from '../../src/conformance/openapi/document.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { useSandbox } from '../support/sandbox.js';
import { startFaultyService } from './faulty-service.js';

const credentials = { clientId: 'df-conformance', clientSecret: 'conformance-secret-7c1a' } as const;

describe('runConformance against the sandbox', () => {
  let sandbox: Sandbox;
  let url: string;

  const fixture = useSandbox({ clients: [credentials], onError: () => undefined });
  beforeAll(() => ({ sandbox, url } = fixture));

  it('passes every check, marks every requestId, uses the test dpHash and keeps the secret and tokens out of the report', async () => {
    const tokens: string[] = [];
    const spy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const copy = response.clone();
      if (String(input).endsWith('/df/token') && response.status === 200)
        tokens.push(((await copy.json()) as { token: string }).token);
      return response;
    };
    const before = sandbox.requests().length;
    const report = await runConformance({ baseUrl: url, ...credentials, seed: 7, fetch: spy });
    expect(report.checks.filter((c) => c.status !== 'passed').map((c) => `${c.id}: ${c.message}`)).toEqual([]);
    expect(report.checks.map((c) => c.id)).toEqual(conformanceChecks.map((c) => c.id));
    expect(report.passed).toBe(conformanceChecks.length);
    // Generated checks keep only a failing exchange; every other check shows what it sent.
    expect(report.checks.filter((c) => !c.id.startsWith('generated-')).every((c) => c.requests.length > 0)).toBe(true);

    const sent = sandbox.requests().slice(before);
    expect(sent.length).toBe(report.requestsSent);
    const ids = sent.flatMap((r) => (r.requestId === undefined ? [] : [r.requestId]));
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(id).toMatch(new RegExp(`^conformance-${report.runId}-\\d+$`));
    const crIds = report.checks
      .flatMap((c) => c.requests)
      .flatMap((r) => (r.response?.status === 201 ? [JSON.parse(r.response.body ?? '{}').crId as string] : []));
    expect(crIds.length).toBeGreaterThan(0);
    for (const crId of crIds) expect(sandbox.inspect(crId)?.record.dpHash).toBe(conformanceDpHash);

    expect(tokens.length).toBeGreaterThan(0);
    const text = JSON.stringify(report);
    for (const secret of [
      credentials.clientSecret,
      ...tokens,
      Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64'),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('sends nothing on a dry run', async () => {
    const before = sandbox.requests().length;
    const report = await runConformance({ baseUrl: url, ...credentials, dryRun: true });
    expect(sandbox.requests().length).toBe(before);
    expect(report.skipped).toBe(conformanceChecks.length);
    expect(report.requestsSent).toBe(0);
  });

  it('stays within --max-requests, skipping what does not fit, and takes --only and --skip', async () => {
    const before = sandbox.requests().length;
    const report = await runConformance({ baseUrl: url, ...credentials, maxRequests: 6, concurrency: 1 });
    expect(sandbox.requests().length - before).toBeLessThanOrEqual(6);
    expect(report.skipped).toBeGreaterThan(0);
    expect(report.checks.find((c) => c.status === 'skipped')?.message).toContain('--max-requests 6');

    const only = await runConformance({
      baseUrl: url,
      ...credentials,
      only: ['reject-null-value', 'token-valid-credentials'],
      skip: ['token-valid-credentials'],
    });
    expect(only.checks.map((c) => c.id)).toEqual(['reject-null-value']);
    await expect(runConformance({ baseUrl: url, ...credentials, only: ['no-such-check'] })).rejects.toThrow(
      ConformanceUsageError,
    );
  });

  it('fails a check whose answer the OpenAPI description does not document (a broken copy without 201)', async () => {
    const broken = structuredClone(packageOpenApi()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    delete broken.paths['/api/cm/v1/df/consent-requests']!.post!.responses['201'];
    const report = await runConformance({
      baseUrl: url,
      ...credentials,
      openapi: broken,
      only: ['create-valid-payload'],
    });
    expect(report.checks[0]?.status).toBe('failed');
    expect(report.checks[0]?.message).toContain('answered 201, a status the OpenAPI description does not document');
  });

  it('skips the checks that need a token when the credentials are wrong, and fails the token check', async () => {
    const report = await runConformance({
      baseUrl: url,
      clientId: credentials.clientId,
      clientSecret: 'wrong-secret-value',
      only: ['token-valid-credentials', 'create-valid-payload'],
    });
    expect(report.checks.map((c) => c.status)).toEqual(['failed', 'skipped']);
    expect(report.checks[1]?.message).toContain('no access token');
    expect(JSON.stringify(report)).not.toContain('wrong-secret-value');
  });
});

describe('runConformance refuses what it must not do', () => {
  it('refuses plain http: to a host that is not loopback, before sending anything', async () => {
    await expect(runConformance({ baseUrl: 'http://consent.example', ...credentials })).rejects.toThrow(
      /plain http: on consent.example/,
    );
  });

  it('says what it tried when nothing answers', async () => {
    const error = await runConformance({ baseUrl: 'http://127.0.0.1:9', ...credentials }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConformanceUnreachableError);
    expect((error as Error).message).toMatch(/tried GET http:\/\/127\.0\.0\.1:9\/api\/auth\/v1\/df\/token/);
    expect((error as Error).message).not.toContain(credentials.clientSecret);
  });
});

describe('generated payloads', () => {
  it('shrink a failure to the smallest payload and report the seed that replays it', async () => {
    const service = await startFaultyService(['rejects-three-languages'], credentials);
    try {
      const options = { baseUrl: service.url, ...credentials, seed: 42, runs: 10, only: ['generated-valid-payloads'] };
      const report = await runConformance(options);
      const check = report.checks[0]!;
      expect(check.status).toBe('failed');
      expect(check.message).toContain('--seed 42 --runs 10');
      // The fault refuses three languages or more: the smallest failing payload has exactly three.
      const body = check.requests.at(-1)?.request.body ?? '';
      expect(body.match(/"lang":/g)).toHaveLength(3);
      const again = await runConformance(options);
      expect(again.checks[0]!.message).toBe(check.message.replace(report.runId, again.runId));
    } finally {
      await service.close();
    }
  });
});
