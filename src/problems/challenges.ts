/**
 * The WWW-Authenticate values of the interface's two 401 answers: one owner, so the sandbox, a
 * real service (through the package's exports) and the conformance checks agree on them.
 */

/** The realm a real deployment names in its Basic challenge (as the OpenAPI description shows). */
export const defaultRealm = 'consent-manager';

/**
 * The token endpoint's challenge for missing, malformed or wrong client credentials (RFC 7617):
 * `Basic realm="<realm>", charset="UTF-8"`. Quotes and backslashes in the realm are escaped.
 */
export function basicChallenge(realm: string = defaultRealm): string {
  return `Basic realm="${realm.replace(/["\\]/g, '\\$&')}", charset="UTF-8"`;
}

/** The creation endpoint's challenge for a missing, invalid or expired token (RFC 6750). */
export const bearerChallenge = 'Bearer error="invalid_token"';

/** The challenges, by the endpoint that answers them: what a service sets on each 401. */
export const wwwAuthenticate = {
  /** GET /api/auth/v1/df/token: the client credentials are missing or wrong. */
  token: basicChallenge,
  /** POST /api/cm/v1/df/consent-requests: the access token is missing, invalid or expired. */
  creation: bearerChallenge,
} as const;

/** The auth-scheme of a WWW-Authenticate value (`Basic`, `Bearer`...), lower-cased; '' when none. */
export function challengeScheme(header: string | null | undefined): string {
  return /^\s*([A-Za-z0-9!#$%&'*+.^_`|~-]+)/.exec(header ?? '')?.[1]?.toLowerCase() ?? '';
}
