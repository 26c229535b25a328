/** The requests checks send, written once: a token request and a creation request. */
import { apiPaths } from '../../../generated/paths.js';
import type { CheckContext } from '../check.js';
import type { Answer, PlannedRequest } from '../http/sender.js';

/** GET the token endpoint with this Authorization value (none when undefined), as §4.1 sends it. */
export function tokenRequest(authorization: string | undefined): PlannedRequest {
  return {
    method: 'GET',
    path: apiPaths.getAccessToken,
    headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) },
  };
}

/** What a creation request carries besides its body. */
export interface CreationOptions {
  /** The Authorization value; default `Bearer <the shared token>`; null sends none. */
  readonly authorization?: string | null;
  /** Default application/json. */
  readonly contentType?: string;
}

/** POST the creation endpoint: a value is sent as JSON, a string or bytes as they are. */
export async function creationRequest(
  ctx: CheckContext,
  body: unknown,
  options: CreationOptions = {},
): Promise<PlannedRequest> {
  const authorization = options.authorization === undefined ? `Bearer ${await ctx.token()}` : options.authorization;
  return {
    method: 'POST',
    path: apiPaths.createConsentRequest,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  };
}

/** Sends a creation request. */
export async function create(ctx: CheckContext, body: unknown, options: CreationOptions = {}): Promise<Answer> {
  return ctx.send(await creationRequest(ctx, body, options));
}
