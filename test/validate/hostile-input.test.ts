import { describe, expect, it } from 'vitest';
import {
  maxDiagnostics,
  validateConsentRequest,
  validateConsentRequestRecord,
  validateTokenResponse,
} from '../../src/index.js';
import { adult } from '../support/examples.js';

const validators = { validateConsentRequest, validateConsentRequestRecord, validateTokenResponse };

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const cyclic = (): unknown => {
  const p = adult();
  p.content.company.self = p;
  p.content.languages.push(p.content.languages);
  return p;
};

const hostile: Array<[string, () => unknown]> = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['a number', () => 42],
  ['NaN', () => Number.NaN],
  ['a bigint', () => 10n],
  ['a symbol', () => Symbol('x')],
  ['a function', () => () => 1],
  ['an array', () => [1, 2, 3]],
  ['a string', () => 'payload'],
  ['a megabyte string', () => 'x'.repeat(1 << 20)],
  ['100k-deep nested arrays', () => deepArray(100_000)],
  ['100k-deep nested objects', () => deepObject(100_000)],
  ['100k deep under a known property', () => ({ ...adult(), content: deepObject(100_000) })],
  [
    'a 100k-item array of languages',
    () => {
      const p = adult();
      p.content.languages = Array.from({ length: 100_000 }, (_, i) => ({ lang: `x${i}` }));
      return p;
    },
  ],
  [
    'megabyte strings in every text',
    () => {
      const p = adult();
      const big = 'स'.repeat(1 << 20);
      p.requestId = big;
      p.content.languages[0].purposes[0].purposeText = big;
      p.dataPrincipal.dpHash = big;
      return p;
    },
  ],
  [
    '__proto__ keys from JSON.parse',
    () => JSON.parse('{"__proto__": {"polluted": true}, "content": {"__proto__": {"languages": []}}}'),
  ],
  ['a cyclic object', cyclic],
  [
    'an object with a throwing getter',
    () =>
      Object.defineProperty(adult(), 'content', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      }),
  ],
  [
    'a revoked proxy',
    () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
  ],
  ['an object with a null prototype', () => Object.assign(Object.create(null), adult())],
  [
    '100k purposes, listed in reverse in a second language',
    () => {
      const p = adult();
      const purpose = p.content.languages[0].purposes[0];
      const purposes = Array.from({ length: 100_000 }, (_, i) => ({ ...purpose, purposeId: `p${i}` }));
      p.content.languages = [
        { lang: 'en', label: 'English', purposes },
        { lang: 'hi', label: 'हिन्दी', purposes: [...purposes].reverse() },
      ];
      return p;
    },
  ],
  [
    'a megabyte language tag, key and version',
    () => {
      const p = adult();
      const big = 'x_'.repeat(1 << 19);
      p.content.defaultLanguage = big;
      p.content.languages[0].lang = big;
      p.version = big;
      p[big] = 1;
      return p;
    },
  ],
  [
    'thousands of missing purposes and languages',
    () => {
      const p = adult();
      const purpose = p.content.languages[0].purposes[0];
      p.content.languages[0].purposes = Array.from({ length: 2500 }, (_, i) => ({
        ...purpose,
        purposeId: `purpose-with-a-long-identifier-${i}`,
      }));
      for (let i = 0; i < 100; i++)
        p.content.languages.push({ lang: `x${i}`, label: 'L', purposes: [{ ...purpose, purposeId: `other-${i}` }] });
      p.content.defaultLanguage = 'en';
      return p;
    },
  ],
  ['inherited required properties', () => Object.create(adult())],
];

/** validateConsentRequest's result for each hostile value, kept for the tests that judge it further. */
const requestResults = new Map<string, ReturnType<typeof validateConsentRequest>>();
const requestResult = (name: string, make: () => unknown) => requestResults.get(name) ?? validateConsentRequest(make());

describe('any value gets a ValidationResult, never an exception', () => {
  for (const [name, make] of hostile) {
    for (const [fn, validate] of Object.entries(validators)) {
      it(`${fn}: ${name}`, () => {
        const result = validate(make());
        if (validate === validateConsentRequest) requestResults.set(name, result);
        expect(typeof result.valid).toBe('boolean');
        expect(Array.isArray(result.diagnostics)).toBe(true);
        expect(result.diagnostics.length).toBeLessThanOrEqual(maxDiagnostics + 1);
        // Bounded in size, not only in count: apart from pointers (which must resolve, so are as
        // long as the input makes them), every diagnostic is small whatever the input.
        for (const d of result.diagnostics) {
          expect(JSON.stringify({ ...d, pointer: '' }).length, `${d.code} size`).toBeLessThan(4_000);
        }
        for (const d of result.diagnostics) {
          expect(d.message.length, 'messages stay short whatever the input').toBeLessThan(600);
          expect(typeof d.pointer).toBe('string');
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty('polluted');
      });
    }
  }

  it('judges plain data without an internal error', () => {
    for (const [name, make] of hostile.filter(([n]) => !/getter|proxy|symbol|function|bigint/.test(n))) {
      // The same validation as above (the 100k-item values take seconds each), run again if it did not run.
      const codes = requestResult(name, make).diagnostics.map((d) => d.code);
      expect(codes, name).not.toContain('input/unreadable');
      expect(codes, name).not.toContain('internal/rule-failed');
    }
  });

  it('judges JSON data: what goes on the wire is the value after JSON.stringify', () => {
    // Inherited members are not sent; validating the serialised form judges what is sent.
    const onTheWire = JSON.parse(JSON.stringify(Object.create(adult())));
    expect(validateConsentRequest(onTheWire).diagnostics.map((d) => d.code)).toContain('schema/required');
  });

  it('says plainly when a value cannot be read', () => {
    const result = validateConsentRequest(
      Object.defineProperty(adult(), 'content', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      }),
    );
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'input/unreadable', pointer: '', severity: 'error' }),
    ]);
    expect(result.diagnostics[0]!.message).toContain('Error: boom');
  });
});

describe('diagnostics are capped so that hostile input cannot amplify', () => {
  it('keeps the first 100 and counts the rest in one summary', () => {
    const p = adult();
    for (let i = 0; i < 500; i++) p[`extra${i}`] = i;
    const result = validateConsentRequest(p);
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toHaveLength(maxDiagnostics + 1);
    const summary = result.diagnostics.at(-1)!;
    expect(summary).toMatchObject({
      code: 'diagnostics/truncated',
      severity: 'error',
      pointer: '',
      source: 'input',
      params: { omitted: 400, errors: 400, warnings: 0 },
    });
    expect(summary.message).toBe(
      '400 more diagnostics not shown (400 errors, 0 warnings); fix the ones above and validate again',
    );
  });

  it('judges validity on all diagnostics, not only those shown', () => {
    const p = adult();
    // Over 100 warnings (blank labels: 32 categories, the most a purpose may list, in every purpose).
    for (const language of p.content.languages) {
      for (const purpose of language.purposes) {
        purpose.dataCategories = Array.from({ length: 32 }, (_, i) => ({ id: `c${i}`, label: ' ' }));
      }
    }
    expect(validateConsentRequest(p).valid).toBe(true);
    expect(validateConsentRequest(p, { strict: true }).valid).toBe(false);
    expect(validateConsentRequest(p).diagnostics.at(-1)).toMatchObject({
      code: 'diagnostics/truncated',
      severity: 'warning',
    });
  });
});
