/**
 * Access tokens: JWT-shaped (HS256) with a key made fresh for each sandbox process, so the
 * sandbox keeps no token table and a restart (or revokeAll) invalidates every token.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sameSecret } from './basic-and-bearer.js';

/** What a valid token says. */
export interface TokenClaims {
  /** The client id the token was issued to. */
  readonly sub: string;
  /** Issue and expiry times, in seconds since the epoch (fractional: NumericDate allows it). */
  readonly iat: number;
  readonly exp: number;
  readonly jti: string;
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });
const verifiedCacheSize = 256;

/** Issues and verifies tokens; counts how many it issued. */
export class TokenIssuer {
  #key = randomBytes(32);
  #issued = 0;
  /** Tokens already verified, so that a client reusing its token costs no HMAC per request. */
  readonly #verified = new Map<string, TokenClaims>();
  readonly #ttlSeconds: number;
  readonly #now: () => number;

  constructor(ttlSeconds: number, now: () => number) {
    this.#ttlSeconds = ttlSeconds;
    this.#now = now;
  }

  /** Tokens issued since the sandbox started. */
  get issued(): number {
    return this.#issued;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  /** A new token for this client id. */
  issue(clientId: string): string {
    const iat = this.#now() / 1000;
    const body = encode({ sub: clientId, iat, exp: iat + this.#ttlSeconds, jti: randomUUID() } satisfies TokenClaims);
    this.#issued++;
    return `${header}.${body}.${this.#sign(`${header}.${body}`)}`;
  }

  /** The claims of a token this sandbox issued and that has not expired, else undefined. */
  verify(token: string): TokenClaims | undefined {
    const known = this.#verified.get(token);
    if (known !== undefined) {
      if (this.#now() / 1000 < known.exp) return known;
      this.#verified.delete(token);
      return undefined;
    }
    const claims = this.#check(token);
    if (claims !== undefined) {
      this.#verified.set(token, claims);
      if (this.#verified.size > verifiedCacheSize) this.#verified.delete(this.#verified.keys().next().value as string);
    }
    return claims;
  }

  #check(token: string): TokenClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== header || !sameSecret(parts[2] ?? '', this.#sign(`${parts[0]}.${parts[1]}`)))
      return undefined;
    try {
      const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;
      return typeof claims.exp === 'number' && typeof claims.sub === 'string' && this.#now() / 1000 < claims.exp
        ? claims
        : undefined;
    } catch {
      return undefined;
    }
  }

  /** Invalidates every token issued so far (the next creation call gets 401). */
  revokeAll(): void {
    this.#key = randomBytes(32);
    this.#verified.clear();
  }

  #sign(input: string): string {
    return createHmac('sha256', this.#key).update(input).digest('base64url');
  }
}
