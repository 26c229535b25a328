/** The Fastify example service passes the whole conformance suite, like the sandbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../examples/fastify-service/app.js';
import { runConformance } from '../../src/conformance/index.js';

const credentials = { clientId: 'df-fastify', clientSecret: 'fastify-secret-44aa' } as const;

describe('examples/fastify-service', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = buildApp({ clients: [credentials] });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('passes every conformance check', async () => {
    const report = await runConformance({ baseUrl: url, ...credentials, seed: 11, runs: 10 });
    expect(report.checks.filter((c) => c.status !== 'passed').map((c) => `${c.id}: ${c.message}`)).toEqual([]);
  });
});
