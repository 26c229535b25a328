/**
 * A service with switchable faults, to prove the conformance checks can fail: a proxy on
 * 127.0.0.1 in front of a real sandbox that breaks the contract in one chosen way each (accepts
 * any token, drops the challenge, skips the business rules, makes a second record on a replay...).
 * With no fault it passes everything through, so the suite passes against it as against the sandbox.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sandbox } from '../../src/sandbox/index.js';
import { startSandbox } from '../support/sandbox.js';

/** Every fault, what it breaks, and the checks that must catch it. */
export const faults = {
  'accepts-any-token': {
    breaks: 'creation accepts a missing, forged or tampered token',
    caughtBy: ['create-without-token', 'create-forged-token', 'create-tampered-token'],
  },
  'no-challenge': {
    breaks: '401 answers carry no WWW-Authenticate',
    caughtBy: [
      'token-wrong-credentials',
      'token-missing-credentials',
      'token-malformed-credentials',
      'create-without-token',
    ],
  },
  'skips-business-rules': {
    breaks: 'payloads that break only business rules are created',
    caughtBy: ['reject-retention-out-of-range', 'reject-delegation-for-adult', 'reject-purpose-missing-in-language'],
  },
  'accepts-unknown-members': {
    breaks: 'payloads with unknown members are created',
    caughtBy: ['reject-unknown-member'],
  },
  'accepts-malformed-json': { breaks: 'a body that is not JSON is answered 201', caughtBy: ['reject-not-json'] },
  'second-record-on-replay': {
    breaks: 'a replayed requestId makes another record',
    caughtBy: ['create-replay-same-body', 'create-replay-other-body'],
  },
  'no-409': { breaks: 'a used requestId with another body is created again', caughtBy: ['create-replay-other-body'] },
  'wrong-redirect-url': { breaks: 'redirectUrl is {base}/consent?id=<crId>', caughtBy: ['create-valid-payload'] },
  'no-page': { breaks: 'the redirectUrl answers 404', caughtBy: ['create-valid-payload'] },
  'no-dp-hash-echo': { breaks: 'the record does not echo the dpHash', caughtBy: ['create-valid-payload'] },
  'status-not-pending': { breaks: 'a new record has status "created"', caughtBy: ['create-valid-payload'] },
  'errors-as-text-plain': {
    breaks: 'problem bodies are sent as text/plain',
    caughtBy: ['token-wrong-credentials', 'reject-null-value'],
  },
  'bare-error-body': {
    breaks: 'errors are {"error": "..."} instead of problem bodies',
    caughtBy: ['reject-not-json', 'create-replay-other-body'],
  },
  'undocumented-status': {
    breaks: 'invalid payloads get 422, a status the OpenAPI does not document',
    caughtBy: ['reject-null-value', 'reject-unknown-member', 'generated-invalid-payloads'],
  },
  'ignores-content-type': { breaks: 'a text/plain body is read as JSON', caughtBy: ['reject-wrong-content-type'] },
  'no-body-limit': { breaks: 'bodies over 1 MiB are created', caughtBy: ['reject-body-too-large'] },
  'token-type-wrong': { breaks: 'the token response says tokenType "MAC"', caughtBy: ['token-valid-credentials'] },
  'rejects-three-languages': {
    breaks: 'valid payloads with three or more languages are refused',
    caughtBy: ['generated-valid-payloads'],
  },
} as const satisfies Record<string, { breaks: string; caughtBy: readonly string[] }>;

/** The name of a fault. */
export type FaultName = keyof typeof faults;

/** A running faulty service. */
export interface FaultyService {
  readonly url: string;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the proxy rewrites free-form JSON

const passedHeaders = ['content-type', 'www-authenticate', 'retry-after', 'allow', 'location', 'cache-control'];

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
}

const parse = (text: string): Json => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Starts the proxy and its sandbox, both on 127.0.0.1, with the given faults switched on. */
export async function startFaultyService(
  on: readonly FaultName[],
  credentials: { clientId: string; clientSecret: string },
): Promise<FaultyService> {
  const active = new Set<FaultName>(on);
  let sandboxUrl = '';
  let proxyUrl = '';
  let made = 0;
  let ownToken: string | undefined;
  const fakeRecord = (sent: Json): Json => {
    const crId = `fake-${++made}`;
    return {
      crId,
      createdAt: new Date().toISOString(),
      dpHash: sent?.dataPrincipal?.dpHash ?? 'unknown',
      fidId: sent?.fiduciary?.fidId ?? 'unknown',
      redirectUrl: `${proxyUrl}/consent?cr_id=${crId}`,
      requestId: sent?.requestId ?? 'unknown',
      serviceId: sent?.service?.id ?? 'unknown',
      status: 'pending',
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readAll(req);
    const path = (req.url ?? '/').split('?')[0];
    const creation = req.method === 'POST' && path === '/api/cm/v1/df/consent-requests';
    const sent: Json = creation ? parse(body.toString('utf8')) : undefined;
    const send = (status: number, headers: Record<string, string>, text: string): void => {
      res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    const created = (): void => send(201, { 'content-type': 'application/json' }, JSON.stringify(fakeRecord(sent)));

    if (creation && active.has('no-body-limit') && body.length > 1024 * 1024) return created();
    if (creation && active.has('rejects-three-languages') && (sent?.content?.languages?.length ?? 0) >= 3) {
      return send(
        400,
        { 'content-type': 'application/problem+json' },
        JSON.stringify({ type: 'urn:x', title: 'Too many languages', status: 400, detail: 'at most two' }),
      );
    }
    if (path === '/consent' && active.has('no-page'))
      return send(404, { 'content-type': 'text/html' }, '<!doctype html><title>Not found</title>');

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!['host', 'connection', 'content-length', 'transfer-encoding'].includes(name) && typeof value === 'string')
        headers[name] = value;
    }
    let forwarded: Buffer | string = body;
    if (creation && active.has('accepts-any-token')) {
      ownToken ??= (
        (await (
          await fetch(`${sandboxUrl}/api/auth/v1/df/token`, {
            headers: {
              authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
            },
          })
        ).json()) as Json
      ).token;
      headers.authorization = `Bearer ${ownToken}`;
    }
    if (creation && active.has('ignores-content-type')) headers['content-type'] = 'application/json';
    if (creation && active.has('second-record-on-replay') && typeof sent?.requestId === 'string') {
      forwarded = JSON.stringify({ ...sent, requestId: `${sent.requestId}~${++made}` });
    }
    const answer = await fetch(`${sandboxUrl}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: forwarded }),
      redirect: 'manual',
    });
    let text = await answer.text();
    let status = answer.status;
    const out: Record<string, string> = {};
    for (const name of passedHeaders) {
      const value = answer.headers.get(name);
      if (value !== null) out[name] = value;
    }
    const json: Json = parse(text);
    const problemType = String(json?.type ?? '');
    const errors: Json[] = Array.isArray(json?.errors) ? json.errors.filter((d: Json) => d.severity === 'error') : [];
    const isProblem = (out['content-type'] ?? '').startsWith('application/problem+json');

    if (creation && status === 400 && problemType.endsWith(':invalid-payload')) {
      if (active.has('skips-business-rules') && errors.every((d) => d.source === 'rule')) return created();
      if (active.has('accepts-unknown-members') && errors.every((d) => d.code === 'schema/additionalProperties'))
        return created();
      if (active.has('undocumented-status')) status = 422;
    }
    if (creation && status === 400 && problemType.endsWith(':malformed-json') && active.has('accepts-malformed-json'))
      return created();
    if (creation && status === 409 && active.has('no-409')) return created();
    if (status === 401 && active.has('no-challenge')) delete out['www-authenticate'];
    if (creation && (status === 200 || status === 201) && json !== undefined) {
      if (active.has('second-record-on-replay')) json.requestId = sent.requestId;
      if (active.has('wrong-redirect-url')) json.redirectUrl = `${proxyUrl}/consent?id=${json.crId}`;
      if (active.has('no-dp-hash-echo')) json.dpHash = 'f'.repeat(64);
      if (active.has('status-not-pending')) json.status = 'created';
      text = JSON.stringify(json);
    }
    if (path === '/api/auth/v1/df/token' && status === 200 && active.has('token-type-wrong'))
      text = JSON.stringify({ ...json, tokenType: 'MAC' });
    if (isProblem && active.has('bare-error-body')) {
      text = JSON.stringify({ error: json?.title ?? 'error' });
      out['content-type'] = 'application/json';
    }
    if (isProblem && active.has('errors-as-text-plain')) out['content-type'] = 'text/plain; charset=utf-8';
    send(status, out, text);
  };

  const proxy = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // The sandbox's own answers, before the proxy breaks them, are judged against the OpenAPI on close.
  const { sandbox } = await startSandbox({ clients: [credentials], baseUrl: proxyUrl, onError: () => undefined });
  // listen() answers the public base URL (the proxy's); the proxy talks to the sandbox's own port.
  sandboxUrl = `http://127.0.0.1:${sandbox.port}`;
  return {
    url: proxyUrl,
    sandbox,
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await sandbox.close();
    },
  };
}
