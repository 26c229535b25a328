/**
 * notBlank: the string holds a character String.prototype.trim would keep. One definition of the
 * test, emitted as code in two places: as an ajv keyword in the derived validator that finds blank
 * fields (validators.ts), and inline in the text pass over a schema-valid payload
 * (text-bound.ts). A first character outside ECMAScript's white space (below 33, 127 to 160,
 * 0x1680 to 0x3000, 0xFEFF) settles it without a regular expression, which is nearly every
 * string in any script.
 */
import { _, type Code, type KeywordDefinition } from 'ajv';

/** The code of a condition that is true when the string `text` is blank, built by the tag `code`. */
function blankCondition<T, C>(text: T, code: (strings: TemplateStringsArray, ...values: T[]) => C): C {
  return code`!((${text}.charCodeAt(0) > 32 && ${text}.charCodeAt(0) < 127) || (${text}.charCodeAt(0) > 160 && ${text}.charCodeAt(0) < 0x1680) || (${text}.charCodeAt(0) > 0x3000 && ${text}.charCodeAt(0) !== 0xfeff)) && !/\\S/.test(${text})`;
}

/** Joins a template as plain text (cooked, as ajv's `_` does). */
const source = (strings: TemplateStringsArray, ...values: string[]): string =>
  strings.reduce((text, part, i) => text + values[i - 1]! + part);

/** JavaScript source of a condition that is true when the string `text` (an expression) is blank. */
export const blankText = (text: string): string => blankCondition(text, source);

/** The notBlank keyword (derived schemas only). */
export const notBlankKeyword: KeywordDefinition = {
  keyword: 'notBlank',
  type: 'string',
  schemaType: 'boolean',
  code(cxt) {
    cxt.fail(blankCondition<Code, Code>(cxt.data, _));
  },
};
