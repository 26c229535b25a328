/** Escaping of payload text for HTML: every string from a payload goes through here. */
import { canParseUrl } from '../can-parse-url.js';

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in element content and in double- or single-quoted attribute values. */
export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** The address when it is http(s) or mailto, else undefined: a javascript: link is never rendered. */
export function safeHref(address: unknown): string | undefined {
  if (typeof address !== 'string' || !canParseUrl(address)) return undefined;
  const protocol = new URL(address).protocol;
  return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:' ? address : undefined;
}
