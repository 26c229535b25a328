/**
 * generated/text-bound.ts must add up, for every payload the schema accepts, exactly what the
 * generic walk of src/validate/payload-text.ts adds up (and find the same lone surrogates), so
 * that the validator's fast path for such payloads changes no verdict.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consentRequestTextBound } from '../../generated/text-bound.js';
import { validateConsentRequestSchema, validateRequiredTextNotBlank } from '../../generated/validators.js';
import { textBoundBody, wellFormedFormats } from '../../scripts/generate/text-bound.js';
import { formats } from '../../scripts/generate/format-functions.js';
import { textBound } from '../../src/validate/payload-text.js';
import { consentRequestContract, validateConsentRequest } from '../../src/validate/contracts.js';
import { createValidator } from '../../src/validate/validate-with.js';
import { viewConsentRequest } from '../../src/rules/utils/payload-view.js';
import { adult, minor, type Json } from '../support/examples.js';

/** Far above any payload here: the generic walk never stops early. */
const noLimit = Number.MAX_SAFE_INTEGER;

/** Pointer and value of every string in `value`, depth-first. */
function stringsOf(value: Json, pointer = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[pointer, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringsOf(child, `${pointer}/${key}`));
}

function setAt(value: Json, pointer: string, text: string): void {
  const tokens = pointer.split('/').slice(1);
  let parent = value;
  for (const token of tokens.slice(0, -1)) parent = parent[token];
  parent[tokens.at(-1)!] = text;
}

/** Any text, with halves of surrogate pairs, whole pairs, Devanagari and white space often among it. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\ud800', '\udc00', '\ud83d\ude00', 'क', ' ', '\u3000', '\t'),
    fc.string({ unit: 'binary', maxLength: 1 }),
  ),
  maxLength: 20,
});

/** The examples with some strings replaced, entries repeated or dropped: still schema-valid. */
const payloads = fc
  .tuple(fc.constantFrom(adult, minor), fc.array(fc.tuple(fc.nat(), text), { maxLength: 8 }), fc.nat({ max: 3 }))
  .map(([example, replacements, repeat]) => {
    const value = example();
    const strings = stringsOf(value).filter(([pointer]) => !/subjectType|unit|type$|logo|Url|mail/i.test(pointer));
    for (const [at, text] of replacements) setAt(value, strings[at % strings.length]![0], text || 'x');
    const languages = value.content.languages;
    for (let i = 0; i < repeat; i++) languages.push(structuredClone(languages[i % languages.length]));
    if (repeat === 0) delete value.content.company.logo;
    return value;
  });

describe('generated/text-bound.ts', () => {
  it('adds up what the generic walk does on every schema-valid payload; -1 on a lone surrogate or blank required text', () => {
    let surrogates = 0;
    let blanks = 0;
    fc.assert(
      fc.property(payloads, (value) => {
        if (!validateConsentRequestSchema(value)) return;
        const bound = textBound(value, noLimit);
        const filled = validateRequiredTextNotBlank(value);
        if (bound === -1) surrogates++;
        if (bound !== -1 && !filled) blanks++;
        expect(consentRequestTextBound(value)).toBe(filled ? bound : -1);
      }),
      { numRuns: 500 },
    );
    expect(surrogates, 'some generated payloads hold a lone surrogate').toBeGreaterThan(0);
    expect(blanks, 'some generated payloads hold blank required text and no lone surrogate').toBeGreaterThan(0);
  });

  it('changes no diagnostic: the validator reports what it reports without the pass and what it tells the rules', () => {
    const withoutPass = createValidator({
      ...consentRequestContract,
      textBound: undefined,
      view: (value) => viewConsentRequest(value),
    });
    const address = fc.constantFrom(
      'https://bank.example/a',
      'http://bank.example/a',
      'HTTPS://bank.example',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'data:text/html,x',
      'ftp://bank.example/',
      'bank.example',
    );
    const addressed = fc
      .tuple(payloads, address, address, address)
      .map(
        ([value, logo, privacy, terms]) =>
          Object.assign(value.content.company, { logo, privacyPolicyUrl: privacy, termsOfServiceUrl: terms }) && value,
      );
    fc.assert(
      fc.property(fc.oneof(payloads, addressed), (value) => {
        expect(validateConsentRequest(value)).toEqual(withoutPass(value));
      }),
      { numRuns: 400 },
    );
  });

  it('finds a lone surrogate in every string the schema has, and the validator reports it there', () => {
    for (const [pointer] of stringsOf(minor())) {
      if (/subjectType|unit|\/type$/.test(pointer)) continue; // enums: the schema refuses any other text
      const value = minor();
      setAt(value, pointer, 'a\ud800');
      // The uri and email fields need no look of the pass: their format refuses the value (below).
      if (/logo|Url|mail/i.test(pointer)) expect(validateConsentRequestSchema(value), pointer).toBe(false);
      else expect(consentRequestTextBound(value), pointer).toBe(-1);
      const codes = validateConsentRequest(value).diagnostics.filter((d) => d.code === 'input/lone-surrogate');
      expect(codes.map((d) => d.pointer)).toEqual([pointer]);
    }
  });

  it('skips only formats that refuse every lone surrogate', () => {
    const surrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');
    const around = fc.constantFrom('https://bank.example/', 'https://bank.example/a?b=', 'mailto:a', 'a@b.example', '');
    const tail = fc.constantFrom('', 'x', '@bank.example', '/p', '\ud83d\ude00');
    for (const name of wellFormedFormats) {
      const check = formats[name as keyof typeof formats] as (value: string) => boolean;
      expect(check, name).toBeTypeOf('function');
      fc.assert(
        fc.property(around, surrogate, tail, (head, lone, end) => {
          expect(check(`${head}${lone}${end}`)).toBe(false);
        }),
      );
    }
    expect(formats.uri('https://bank.example/\ud83d\ude00'), 'a whole pair is allowed').toBe(true);
    const logo = { type: 'string', format: 'uri' };
    const schema = { type: 'object', additionalProperties: false, properties: { logo, name: { type: 'string' } } };
    // name is looked at, logo not.
    expect(
      textBoundBody(schema)
        .join('\n')
        .match(/isWellFormed/g),
    ).toHaveLength(1);
  });

  it('is refused for a schema with an open object, whose members it could not know', () => {
    expect(() => textBoundBody({ type: 'object', properties: { a: { type: 'string' } } })).toThrow(/closed/);
    const closed = { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } };
    expect(textBoundBody(closed).join('\n')).toContain('if (!m0.isWellFormed()) return -1;');
  });
});
