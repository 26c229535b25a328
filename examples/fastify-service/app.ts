/**
 * An example service of the Data Fiduciary interface on Fastify, answering exactly as the
 * contract documents, from consent-contract's own pieces: validateConsentRequest, toProblem,
 * problemBody and the WWW-Authenticate values. It passes `consent-contract conformance`.
 * Storage is in memory; a real service keeps records and tokens in its database.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  problemBody,
  problemContentType,
  toProblem,
  validateConsentRequest,
  wwwAuthenticate,
  type ConsentRequest,
  type ConsentRequestRecord,
  type Problem,
} from 'consent-contract';

/** One pair of client credentials the service accepts. */
export interface Client {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Options of {@link buildApp}. */
export interface AppOptions {
  readonly clients: readonly Client[];
  /** The public address, used in redirectUrl; default the address it listens on. */
  readonly baseUrl?: () => string;
  readonly tokenTtlSeconds?: number;
}

/** The documented body limit: 1 MiB. */
const bodyLimit = 1024 * 1024;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
/** Constant time whatever the lengths: both sides are hashed first. */
const same = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

/** JSON with sorted keys: a replay is the same payload whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function sendProblem(reply: FastifyReply, problem: Problem, headers: Record<string, string> = {}): FastifyReply {
  return reply
    .code(problem.status)
    .headers({ 'cache-control': 'no-store', ...headers })
    .type(problemContentType)
    .send(problem);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Fastify app: the token endpoint, the creation endpoint and the consent page. */
export function buildApp(options: AppOptions): FastifyInstance {
  const ttl = options.tokenTtlSeconds ?? 900;
  // onProtoPoisoning 'ignore': a "__proto__" member is then an ordinary (unknown) member, which the
  // validator reports as schema/additionalProperties, as the contract says, instead of a 400 of Fastify's own.
  const app = Fastify({ bodyLimit, onProtoPoisoning: 'ignore', onConstructorPoisoning: 'ignore' });
  const tokens = new Map<string, { clientId: string; expires: number }>();
  const records = new Map<string, { canonical: string; record: ConsentRequestRecord; payload: ConsentRequest }>();
  const byCrId = new Map<string, ConsentRequest>();
  const baseUrl = options.baseUrl ?? (() => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`);

  // Only JSON is read: anything else (Fastify also reads text/plain by default) is 415.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendProblem(reply, problemBody('payload-too-large', 'The body is larger than 1 MiB.'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendProblem(reply, problemBody('unsupported-media-type', 'Send the payload as application/json.'));
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      const diagnostic = {
        code: 'json/syntax',
        severity: 'error',
        pointer: '',
        message: `the body is not JSON: ${error.message}`,
        source: 'input',
      } as const;
      return sendProblem(reply, problemBody('malformed-json', 'The body could not be parsed as JSON.', [diagnostic]));
    }
    app.log.error(error);
    return sendProblem(reply, problemBody('internal', 'The service failed to answer; nothing was created.'));
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problemBody('not-found', `Nothing at ${request.url.split('?')[0]}.`)),
  );

  app.get('/api/auth/v1/df/token', async (request, reply) => {
    const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(request.headers.authorization ?? '');
    const decoded = match?.[1] === undefined ? '' : Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const id = decoded.slice(0, colon);
    const secret = decoded.slice(colon + 1);
    const client =
      colon < 0 ? undefined : options.clients.find((c) => same(id, c.clientId) && same(secret, c.clientSecret));
    if (client === undefined) {
      return sendProblem(reply, problemBody('unauthorized', 'The client credentials are missing or wrong.'), {
        'www-authenticate': wwwAuthenticate.token(),
      });
    }
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, { clientId: client.clientId, expires: Date.now() + ttl * 1000 });
    return reply.header('cache-control', 'no-store').send({ token, tokenType: 'Bearer', expiresInSeconds: ttl });
  });

  /** The client id of a valid bearer token, checked before the body is read. */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(request.headers.authorization ?? '')?.[1];
    const entry = token === undefined ? undefined : tokens.get(token);
    if (entry === undefined || entry.expires <= Date.now()) {
      await sendProblem(reply, problemBody('unauthorized', 'The access token is missing, invalid or expired.'), {
        'www-authenticate': wwwAuthenticate.creation,
      });
      return;
    }
    (request as FastifyRequest & { clientId?: string }).clientId = entry.clientId;
  };

  app.post('/api/cm/v1/df/consent-requests', { onRequest: authenticate }, async (request, reply) => {
    const result = validateConsentRequest(request.body);
    if (!result.valid) return sendProblem(reply, toProblem(result));
    const payload = request.body as ConsentRequest;
    const key = `${(request as FastifyRequest & { clientId?: string }).clientId}\u0000${payload.requestId}`;
    const text = canonical(payload);
    const known = records.get(key);
    if (known !== undefined) {
      if (known.canonical === text) return reply.code(200).send(known.record);
      return sendProblem(
        reply,
        problemBody(
          'request-id-conflict',
          `requestId "${payload.requestId}" was already used with a different payload.`,
        ),
      );
    }
    const crId = randomUUID();
    const record: ConsentRequestRecord = {
      crId,
      createdAt: new Date().toISOString(),
      dpHash: payload.dataPrincipal.dpHash,
      fidId: payload.fiduciary.fidId,
      redirectUrl: `${baseUrl()}/consent?cr_id=${encodeURIComponent(crId)}`,
      requestId: payload.requestId,
      serviceId: payload.service.id,
      status: 'pending',
    };
    records.set(key, { canonical: text, record, payload });
    byCrId.set(crId, payload);
    return reply.code(201).send(record);
  });

  app.get('/consent', async (request, reply) => {
    const crId = (request.query as { cr_id?: string }).cr_id ?? '';
    const payload = byCrId.get(crId);
    reply.header('content-security-policy', "default-src 'none'").type('text/html; charset=utf-8');
    if (payload === undefined)
      return reply.code(404).send('<!doctype html><title>Not found</title><p>No such consent request.</p>');
    const language =
      payload.content.languages.find((l) => l.lang === payload.content.defaultLanguage) ?? payload.content.languages[0];
    const purposes = (language?.purposes ?? [])
      .map((p) => `<li><b>${escapeHtml(p.purposeText)}</b>: ${escapeHtml(p.description)}</li>`)
      .join('');
    return reply.send(
      `<!doctype html><title>${escapeHtml(payload.content.company.companyName)}</title><ul>${purposes}</ul>`,
    );
  });

  return app;
}
