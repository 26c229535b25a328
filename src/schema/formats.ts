/**
 * The string formats whose checks are this package's own code rather than ajv-formats': `uri`
 * and `email`. The precompiled validators call them (scripts/generate bundles this module into
 * generated/standalone-validators.js), and rules that judge the same fields call them too, so
 * the schema and the rules cannot disagree. Why each decision: schema/DECISIONS.md, "URLs and
 * e-mail addresses (issue 9)".
 */
import { canParseUrl } from '../can-parse-url.js';

/**
 * An absolute URI or IRI as text: a scheme, then only characters RFC 3987 allows raw (no white
 * space, controls, `<>"{}|\^` or backquote, bidi controls, lone surrogates) or `%` escapes of
 * two hex digits. Non-ASCII letters are allowed: a policy page under a Hindi path is an IRI.
 */
const uriText =
  /^[A-Za-z][A-Za-z0-9+.-]*:(?:[^\x00-\x20\x7F-\x9F<>"{}|\\^`%\u200E\u200F\u202A-\u202E\uD800-\uDFFF]|%[0-9A-Fa-f]{2}|[\uD800-\uDBFF][\uDC00-\uDFFF])+$/;

/** Schemes that name a host: RFC 9110 and RFC 6455 require the `//` authority after them. */
const withoutAuthority = /^(?:https?|wss?|ftp):(?!\/\/)/i;

/**
 * http(s) addresses whose host is plain ASCII labels ending in one that starts with a letter
 * (so not an IPv4 address, and no punycode to decode), with no port: the WHATWG parser accepts
 * every such text that `uriText` accepts, so the parser, which costs more than the rest of the
 * validation of a typical payload's addresses together, is skipped for them.
 */
const plainWebUrl = /^https?:\/\/(?:(?!xn--)[a-z0-9-]+\.)*(?!xn--)[a-z][a-z0-9-]*(?:[/?#]|$)/i;

/**
 * `plainWebUrl` and `uriText` in one pass, for the address nearly every payload has: a plain
 * web address whose path, query and fragment are characters `uriText` allows (runs of raw
 * characters, then a `%` escape or a surrogate pair, and so on: no backtracking per character).
 * Its host is labels that start with a letter and hold single hyphens only between letters or
 * digits: narrower than `plainWebUrl`'s (so no `xn--` label, which has two hyphens, and the last
 * label starts with a letter) and matched without backtracking, about a quarter cheaper than
 * labels tried as `[A-Za-z0-9-]+\.` and taken back at the last one. Whatever it accepts, both of
 * them accept; whatever it refuses (a label such as `9a` or `a--b` too) goes the long way.
 */
const plainWebUri =
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?:\.[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)*(?:[/?#][^\x00-\x20\x7F-\x9F<>"{}|\\^`%\u200E\u200F\u202A-\u202E\uD800-\uDFFF]*(?:(?:%[0-9A-Fa-f]{2}|[\uD800-\uDBFF][\uDC00-\uDFFF])[^\x00-\x20\x7F-\x9F<>"{}|\\^`%\u200E\u200F\u202A-\u202E\uD800-\uDFFF]*)*)?$/;

/**
 * `format: uri`: absolute, made only of characters an IRI may hold, and accepted by the WHATWG
 * URL parser (what browsers and Node's fetch use), so `http://`, `https://[::1` and
 * `https://999.999.999.999/` are not URIs.
 */
export function isUri(value: string): boolean {
  return plainWebUri.test(value) || isUriTheLongWay(value);
}

/** isUri without its one-pass shortcut for plain web addresses (a test holds the two equal). */
export function isUriTheLongWay(value: string): boolean {
  return uriText.test(value) && (plainWebUrl.test(value) || (!withoutAuthority.test(value) && canParseUrl(value)));
}

/**
 * RFC 5321's Mailbox without quoted strings, comments or address literals: a dot-atom local
 * part in ASCII, a domain of at least two LDH labels (1 to 63 characters, no hyphen at either
 * end) whose last label starts with a letter. An internationalised domain is written in its
 * ASCII form (`xn--...`).
 */
const address =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * `address` with labels of any length that start with a letter: runs of letters and digits joined
 * by hyphens, which needs no counted repetition, no backtracking inside a label, and none at the
 * last label (every label may be the last). For a domain of at most 63 characters, whose labels
 * cannot be longer, whatever it accepts `address` accepts; it is every ordinary address, and one
 * with a label that starts with a digit goes to `address`.
 */
const shortDomainAddress =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z][A-Za-z0-9]*(?:-+[A-Za-z0-9]+)*(?:\.[A-Za-z][A-Za-z0-9]*(?:-+[A-Za-z0-9]+)*)+$/;

/** Longest local part (RFC 5321, 4.5.3.1.1) and address (the 256-octet path less its brackets); longest label. */
const maxLocalLength = 64;
const maxAddressLength = 254;
const maxLabelLength = 63;

/** `format: email`: an address every mail system can deliver to (see `address`), within RFC 5321's lengths. */
export function isEmailAddress(value: string): boolean {
  // Either expression needs one character or more on each side of the '@': at 65 characters or
  // fewer the local part is then at most 64 and the domain at most 63, without finding the '@'.
  if (value.length <= maxLabelLength + 2) return shortDomainAddress.test(value) || address.test(value);
  if (value.length > maxAddressLength) return false;
  const at = value.indexOf('@');
  if (at > maxLocalLength) return false;
  return (value.length - at - 1 <= maxLabelLength && shortDomainAddress.test(value)) || address.test(value);
}

/** isEmailAddress without its shortcut for short domains (a test holds the two equal). */
export function isEmailAddressTheLongWay(value: string): boolean {
  return value.length <= maxAddressLength && address.test(value) && value.indexOf('@') <= maxLocalLength;
}

/** The scheme of an absolute URL in lower case (`https`), or undefined when the text has none. */
export function urlScheme(value: string): string | undefined {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
  return match?.[1]?.toLowerCase();
}
