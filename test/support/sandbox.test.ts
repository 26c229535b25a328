/**
 * The shared sandbox fixture records what the real sandbox answers, over any client, and its
 * judge fails on an answer the OpenAPI does not allow: shown against a copy of the description
 * that the sandbox's own answers break.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postConsentRequest, rawExchange } from '../sandbox/support.js';
import { bundledOpenApi } from './openapi-judge.js';
import { startSandbox, useSandbox } from './sandbox.js';

/** The bundled description, with every problem body required to carry a member the sandbox never sends. */
function problemsNeedAnInstance(): object {
  const document = JSON.parse(readFileSync(bundledOpenApi, 'utf8'));
  document.components.schemas.Problem.required.push('instance');
  return document;
}

const tokenPath = '/api/auth/v1/df/token';

describe('the sandbox fixture', () => {
  it('passes a sandbox whose answers keep to the OpenAPI, over fetch and a raw socket', async () => {
    const { url, port, judge, close } = await startSandbox();
    try {
      expect((await fetch(`${url}${tokenPath}`)).status).toBe(401);
      const raw = await rawExchange(port, `GET ${tokenPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(raw.status).toBe(401);
      await expect(judge()).resolves.toBeUndefined();
    } finally {
      await close();
    }
  });

  it('rejects, naming the operation, status and broken member, when an answer contradicts the description', async () => {
    const { url, judge, close } = await startSandbox({ openapi: problemsNeedAnInstance() });
    try {
      expect((await fetch(`${url}${tokenPath}`)).status).toBe(401);
      await expect(judge()).rejects.toThrow(
        /GET \/api\/auth\/v1\/df\/token answered 401 \(application\/problem\+json; charset=utf-8\)[\s\S]*getAccessToken[\s\S]*'instance'/,
      );
      // Judged once: the next judgment starts from the answers after it.
      await expect(judge()).resolves.toBeUndefined();
    } finally {
      await close();
    }
  });

  it('judges at close what was not judged yet, and still closes the sandbox', async () => {
    const { url, sandbox } = await startSandbox({ openapi: problemsNeedAnInstance() });
    await postConsentRequest(url, 'not json');
    await expect(sandbox.close()).rejects.toThrow(/POST \/api\/cm\/v1\/df\/consent-requests answered 400/);
    await expect(fetch(`${url}/`)).rejects.toThrow(TypeError);
  });

  it('leaves alone the answers that are not operations of the OpenAPI', async () => {
    const { url, judge, close } = await startSandbox({ openapi: problemsNeedAnInstance() });
    try {
      expect((await fetch(`${url}/nowhere`)).status).toBe(404);
      expect((await fetch(`${url}/consent?cr_id=none`)).status).toBe(404);
      await expect(judge()).resolves.toBeUndefined();
    } finally {
      await close();
    }
  });
});

describe('useSandbox', () => {
  const fixture = useSandbox({ openapi: problemsNeedAnInstance() });

  // The body passes; only the judgment after it can fail the test, and `fails` expects it to.
  it.fails('fails the test whose request got an answer the description does not allow', async () => {
    expect((await fetch(`${fixture.url}${tokenPath}`)).status).toBe(401);
  });

  it('judges each test by its own answers only', async () => {
    expect((await fetch(`${fixture.url}/`)).status).toBe(200);
  });
});
