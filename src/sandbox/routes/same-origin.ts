/**
 * Whether a form post comes from the sandbox's own pages. Browsers say where a request comes
 * from in Sec-Fetch-Site (all current ones); older ones only in Origin. The consent page sends
 * no referrer, so a browser's Origin on its own form posts is often "null": Sec-Fetch-Site
 * decides when present. A request with neither header is not from a browser (curl, a test) and
 * cannot be a cross-site forgery.
 */
import type { IncomingMessage } from 'node:http';

/** Why the post is cross-site, or undefined when it comes from the sandbox's own origin (or from no browser). */
export function crossSiteReason(req: IncomingMessage, ownOrigins: readonly string[]): string | undefined {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined)
    return site === 'same-origin' || site === 'none'
      ? undefined
      : `the browser says the form came from a ${site} page (Sec-Fetch-Site)`;
  const origin = req.headers.origin;
  if (origin === undefined || ownOrigins.includes(origin)) return undefined;
  return `the form came from ${origin} (Origin), not from this sandbox`;
}
