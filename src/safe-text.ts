/**
 * The one escaping policy for text that comes from input (file names, JSON pointers, messages
 * that repeat values, requestIds, request paths) on its way to a terminal, a log or a CI runner.
 *
 * Unsafe: the C0 controls (ESC, CR, LF, TAB...), DEL, the C1 controls (U+009B acts as ESC [ on
 * some terminals), the line and paragraph separators U+2028 and U+2029, and the bidirectional
 * controls (U+202A-U+202E, U+2066-U+2069), which reorder what a reader sees. Each is shown as
 * `\uXXXX`, a notation both people and JSON read. A text that would start a GitHub Actions
 * workflow command (`::` or `##[`) has its first character escaped too, so that no line of any
 * output can be read as one, whatever text ends up at the start of a line.
 */

/** Every unsafe character. */
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The unsafe characters that JSON.stringify leaves as they are (it escapes the C0 controls). */
const unsafeInJson = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The start of a workflow command: `::name` (current) or `##[name]` (the older syntax). */
const commandStart = /^(?=::|##\[)./;

const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** True when `text` holds nothing `printable` would change; the common case costs one test. */
const isSafe = (text: string): boolean => {
  unsafe.lastIndex = 0;
  return !unsafe.test(text) && !commandStart.test(text);
};

/** One line of text for people: every unsafe character as `\uXXXX`, no workflow command at its start. */
export function printable(text: string): string {
  if (isSafe(text)) return text;
  return text.replace(unsafe, unicodeEscape).replace(commandStart, unicodeEscape);
}

/** Several lines (a stack trace): each line made `printable`, the line feeds between them kept. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/**
 * JSON text (from JSON.stringify) with the unsafe characters it leaves raw escaped as `\uXXXX`.
 * Lossless: such characters can only stand inside JSON strings, where the escape means the same.
 */
export function safeJson(json: string): string {
  return json.replace(unsafeInJson, unicodeEscape);
}
