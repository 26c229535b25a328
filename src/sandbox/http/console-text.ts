/**
 * Text from requests on the console: a client chooses requestIds, fault headers and paths, so
 * they are printed quoted and escaped (and cut short), never raw, lest a client forge log lines
 * or send terminal escape sequences to the developer's console.
 */

/** Longest request-derived value printed, in UTF-16 code units before quoting. */
export const maxShownLength = 100;

/** DEL, the C1 controls (some terminals act on U+009B as on ESC [) and the line separators. */
const beyondJson = /[\u007f-\u009f\u2028\u2029]/g;
const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The value as a JSON string, cut to maxShownLength with an ellipsis. JSON.stringify escapes the
 * C0 controls (ESC, CR, LF...); the controls it leaves alone are escaped the same way.
 */
export function quoted(value: string): string {
  return JSON.stringify(value.length > maxShownLength ? `${value.slice(0, maxShownLength)}…` : value).replace(beyondJson, unicodeEscape);
}

/** The value as is when it is plain printable ASCII and short, else quoted; keeps ordinary paths readable. */
export function plainOrQuoted(value: string): string {
  return value.length <= maxShownLength && /^[\x21-\x7e]*$/.test(value) && !value.startsWith('"') ? value : quoted(value);
}

/** Escapes control characters but line feeds, which separate the lines of a stack trace. */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, unicodeEscape);
}
