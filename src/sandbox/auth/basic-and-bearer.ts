/** Client credentials and bearer tokens as they arrive in the Authorization header. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SandboxClient } from '../options.js';

/** The realm the sandbox names in its Basic challenge (the challenges live in src/problems/challenges.ts). */
export const sandboxRealm = 'consent-contract sandbox';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Constant-time equality of two strings: both are hashed first, so the comparison always runs
 * over 32 bytes whatever their lengths, and timingSafeEqual never throws on a length mismatch.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The client whose id and secret match, or undefined. Every configured client is compared,
 * with no early exit, so the time taken does not tell which part was wrong.
 */
export function matchClient(
  clientId: string,
  clientSecret: string,
  clients: readonly SandboxClient[],
): SandboxClient | undefined {
  let found: SandboxClient | undefined;
  for (const client of clients) {
    const idMatches = sameSecret(clientId, client.clientId);
    const secretMatches = sameSecret(clientSecret, client.clientSecret);
    if (idMatches && secretMatches) found ??= client;
  }
  return found;
}

/** The id and secret of an `Authorization: Basic` header (RFC 7617), or undefined. */
export function parseBasic(header: string | undefined): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(header ?? '');
  if (match?.[1] === undefined) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

/** The token of an `Authorization: Bearer` header (RFC 6750), or undefined. */
export function parseBearer(header: string | undefined): string | undefined {
  return /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)[ ]*$/i.exec(header ?? '')?.[1];
}
