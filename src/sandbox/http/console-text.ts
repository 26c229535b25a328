/**
 * Text from requests on the console: a client chooses requestIds, fault headers and paths, so
 * they are printed quoted and escaped (and cut short), never raw, lest a client forge log lines
 * or send terminal escape sequences to the developer's console.
 */
import { safeJson } from '../../safe-text.js';

/** Longest request-derived value printed, in UTF-16 code units before quoting. */
export const maxShownLength = 100;

/**
 * The value as a JSON string, cut to maxShownLength with an ellipsis, made safe by the one
 * escaping policy (src/safe-text.ts): JSON.stringify escapes the C0 controls, the policy the rest.
 */
export function quoted(value: string): string {
  return safeJson(JSON.stringify(value.length > maxShownLength ? `${value.slice(0, maxShownLength)}…` : value));
}

/** The value as is when it is plain printable ASCII and short, else quoted; keeps ordinary paths readable. */
export function plainOrQuoted(value: string): string {
  return value.length <= maxShownLength && /^[\x21-\x7e]*$/.test(value) && !value.startsWith('"')
    ? value
    : quoted(value);
}
