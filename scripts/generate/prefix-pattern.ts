/**
 * pattern for the precompiled validators: the same verdict and error as ajv's own keyword, but a
 * pattern that only asks how a string begins (`^` then single characters, small classes, `?` and
 * groups of alternatives, as `^[Hh][Tt][Tt][Pp][Ss]?:` does) is tested by character codes. The
 * company's three addresses have such patterns, on every payload; a regular expression call costs
 * about 190 instructions more per address than the character codes (callgrind, issue 11's
 * validator). Any other pattern keeps ajv's RegExp.
 *
 * The expression is worked out from the parsed pattern (regexpp, the parser ESLint uses), so it
 * matches where the regular expression does: every character stands at a fixed offset on each
 * path, `?` and alternatives try each way in the regular expression's own order, and charCodeAt
 * past the end gives NaN, which equals nothing.
 */
import { _, Name, str, type KeywordDefinition } from 'ajv';
import type { Code } from 'ajv/dist/compile/codegen/code.js';
import { usePattern } from 'ajv/dist/vocabularies/code.js';
import { RegExpParser } from '@eslint-community/regexpp';
import type { Element } from '@eslint-community/regexpp/ast';

/**
 * Alternatives and optional characters multiply the paths: a pattern that would need more than
 * this many steps to spell out, or a longer test, is left to the regular expression.
 */
const maxSteps = 500;
const maxTestLength = 2000;

/** A boolean expression; undefined: not a prefix pattern. */
type Test = Code | undefined;
/** What must hold after an element ends at `offset`. */
type Rest = (offset: number) => Test;

/** What the end of the pattern asks: nothing more. */
const matched = _`true`;

const both = (a: Test, b: Test): Test =>
  a === undefined || b === undefined ? undefined : b === matched ? a : _`${a} && ${b}`;
const either = (a: Test, b: Test): Test => (a === undefined || b === undefined ? undefined : _`(${a} || ${b})`);

/**
 * One code unit of `units` at `offset` of `text`. Two units apart in bit 5 only ([Hh], [Ss]) are
 * one test: `c | 32` sets that bit and no other.
 */
function unitTest(text: Name, units: readonly number[], offset: number): Code {
  const at = _`${text}.charCodeAt(${offset})`;
  const [a, b] = units as [number, number];
  if (units.length === 2 && (a ^ b) === 32) return _`(${at} | 32) === ${a | 32}`;
  if (units.length === 1) return _`${at} === ${a}`;
  return _`(${units.slice(1).reduce((test, u) => _`${test} || ${at} === ${u}`, _`${at} === ${a}`)})`;
}

/** The code units one element stands for, when it stands for exactly one of a few. */
function unitsOf(element: Element): number[] | undefined {
  if (element.type === 'Character') return [element.value];
  if (element.type === 'CharacterClass' && !element.negate && element.elements.length <= 4) {
    const units = element.elements.map((e) => (e.type === 'Character' ? e.value : undefined));
    return units.every((u) => u !== undefined) ? (units as number[]) : undefined;
  }
  return undefined;
}

function sequence(
  text: Name,
  steps: { left: number },
  elements: readonly Element[],
  index: number,
  offset: number,
  rest: Rest,
): Test {
  if (--steps.left < 0) return undefined;
  if (index === elements.length) return rest(offset);
  const element = elements[index]!;
  const next: Rest = (after) => sequence(text, steps, elements, index + 1, after, rest);
  const units = unitsOf(element);
  if (units) return both(unitTest(text, units, offset), next(offset + 1));
  if (element.type === 'Quantifier' && element.min === 0 && element.max === 1) {
    const optional = unitsOf(element.element);
    if (!optional) return undefined;
    // Greedy or lazy, the regular expression tries both ways before it gives up: so does the test.
    return either(both(unitTest(text, optional, offset), next(offset + 1)), next(offset));
  }
  if (element.type === 'Assertion' && element.kind === 'end')
    return both(_`${text}.length === ${offset}`, next(offset));
  if (element.type === 'Group') {
    let test: Test;
    for (const alternative of element.alternatives) {
      const path = sequence(text, steps, alternative.elements, 0, offset, next);
      if (path === undefined) return undefined;
      test = test === undefined ? path : either(test, path);
    }
    return test;
  }
  return undefined;
}

/**
 * The test that `text` matches a pattern that only asks how a string begins; undefined for any
 * other pattern (unanchored, repetition, ranges, a negated class, lookaround, ...). `$` ends the text.
 */
export function prefixTest(source: string, text: Name): Code | undefined {
  let pattern: ReturnType<RegExpParser['parsePattern']>;
  try {
    pattern = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, { unicode: false });
  } catch {
    return undefined;
  }
  if (pattern.alternatives.length !== 1) return undefined;
  const [start, ...elements] = pattern.alternatives[0]!.elements;
  if (start?.type !== 'Assertion' || start.kind !== 'start' || elements.length === 0) return undefined;
  const test = sequence(text, { left: maxSteps }, elements, 0, 0, () => matched);
  return test === undefined || test.toString().length > maxTestLength ? undefined : test;
}

/** The prefix test as a function, for tests to hold against the regular expression. */
export function prefixTestFunction(source: string): ((text: string) => boolean) | undefined {
  const test = prefixTest(source, new Name('text'));
  return test && (new Function('text', `return ${test.toString()};`) as (text: string) => boolean);
}

/** The pattern keyword of the precompiled validators (it replaces ajv's). */
export const patternKeyword: KeywordDefinition = {
  keyword: 'pattern',
  type: 'string',
  schemaType: 'string',
  // Where ajv's own keyword stood, so that a text's errors keep their order.
  before: 'format',
  error: {
    message: ({ schemaCode }) => str`must match pattern "${schemaCode}"`,
    params: ({ schemaCode }) => _`{pattern: ${schemaCode}}`,
  },
  code(cxt) {
    const { data, schema } = cxt;
    const test = prefixTest(schema as string, data);
    cxt.fail(test ? _`!(${test})` : _`!${usePattern(cxt, schema as string)}.test(${data})`);
  },
};
