import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxInputBytes } from '../../src/document/limits.js';
import type { LocatedDiagnostic } from '../../src/document/located.js';
import { validateConsentRequestText } from '../../src/document/validate-text.js';
import { parsePointer } from '../../src/json-pointer.js';
import { consentRequestArbitrary } from '../../src/testing/arbitraries.js';
import { invalidConsentRequestArbitrary } from '../../src/testing/invalid.js';
import { createConsentRequestValidator } from '../../src/validate/configured.js';
import { validateConsentRequest } from '../../src/validate/contracts.js';
import { fixtures, repoRoot } from '../cli/run-cli.js';
import { runCliInProcess } from '../cli/run-in-process.js';
import { reachable } from '../support/import-graph.js';

const valid = readFileSync(join(fixtures, 'valid.json'), 'utf8');
const summary = (text: string, options = {}) =>
  validateConsentRequestText(text, options).diagnostics.map((d) => [d.code, d.pointer, d.line, d.column]);

describe('validateConsentRequestText: what the text itself holds', () => {
  it('passes a valid payload, with no diagnostics', () => {
    expect(validateConsentRequestText(valid)).toEqual({ valid: true, diagnostics: [] });
  });

  it('reports a syntax error at its position (a trailing comma at the comma)', () => {
    expect(summary('{\n  "a": 1,\n}')).toEqual([['json/syntax', '', 2, 9]]);
    expect(summary('')).toEqual([['json/syntax', '', 1, 1]]);
  });

  it('reports a repeated key, which JSON.parse hides, beside the validator diagnostics', () => {
    const text = valid.replace('"version": "1",', '"version": "2",\n  "version": "1",');
    const result = validateConsentRequestText(text);
    expect(result.valid).toBe(true); // a warning, as on the command line
    expect(result.diagnostics.map((d) => [d.code, d.pointer, d.line, d.column, d.endColumn])).toEqual([
      ['json/duplicate-key', '/version', 3, 3, 12],
    ]);
    expect(validateConsentRequestText(text, { strict: true }).valid).toBe(false);
  });

  it('reports a lone surrogate escape once, at the escape', () => {
    const text = valid.replace('req-valid-0001', 'req-\\ud800');
    expect(summary(text).filter((d) => d[0] === 'input/lone-surrogate')).toEqual([['input/lone-surrogate', '', 3, 21]]);
  });

  it('refuses nesting too deep without recursing, parsed or not', () => {
    const open = '['.repeat(100_000);
    expect(summary(open)).toEqual([['input/too-deep', '', 1, 65]]);
    expect(summary(`${open}${']'.repeat(100_000)}`)).toEqual([['input/too-deep', '', 1, 65]]);
  });

  it('reports a byte order mark and checks the rest, counting positions after it', () => {
    expect(summary(`\ufeff${valid}`)).toEqual([['input/bom', '', 1, 1]]);
    expect(summary(`\ufeff{"version": 1}`).slice(0, 2)).toEqual([
      ['input/bom', '', 1, 1],
      ['schema/required', '/requestId', 1, 1],
    ]);
  });

  it('refuses a text over the size limit without parsing it, counting UTF-8 bytes', () => {
    const big = `"${'x'.repeat(maxInputBytes)}"`;
    expect(validateConsentRequestText(big).diagnostics).toEqual([
      expect.objectContaining({ code: 'input/too-large', params: { size: maxInputBytes + 2, limit: maxInputBytes } }),
    ]);
    // Each ह is one UTF-16 unit and three bytes of UTF-8.
    const wide = `"${'ह'.repeat(Math.ceil(maxInputBytes / 3))}"`;
    expect(summary(wide).map((d) => d[0])).toEqual(['input/too-large']);
    expect(summary(`"${'ह'.repeat(1000)}"`).map((d) => d[0])).not.toContain('input/too-large');
  });

  it('answers a value that is not text with a diagnostic, not an exception', () => {
    expect(validateConsentRequestText(Buffer.from(valid) as unknown as string)).toMatchObject({
      valid: false,
      diagnostics: [{ code: 'input/unreadable', message: expect.stringContaining('TextDecoder') }],
    });
  });
});

describe('validateConsentRequestText: options', () => {
  const record = readFileSync(join(repoRoot, 'schema/examples/responses/record.json'), 'utf8');

  it('checks another kind of document with schema, or picks it by shape with auto', () => {
    expect(validateConsentRequestText(record, { schema: 'record' })).toEqual({ valid: true, diagnostics: [] });
    expect(validateConsentRequestText(record, { schema: 'auto' })).toEqual({ valid: true, diagnostics: [] });
  });

  it('says in one diagnostic that a document is of another kind, naming the option', () => {
    const [only, ...rest] = validateConsentRequestText(record).diagnostics;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'input/wrong-document', line: 1, column: 1, params: { looksLike: 'record' } });
    expect(only?.message).toContain("the option schema: 'record'");
    expect(only?.message).not.toContain('--schema');
  });

  it("uses a configured validator's rules for a consent request", () => {
    const warning = valid.replace('"version": "1"', '"version": "2"');
    expect(summary(warning)).toEqual([['known-version', '/version', 2, 14]]);
    const validator = createConsentRequestValidator({ rules: { 'known-version': 'off' } });
    expect(summary(warning, { validator })).toEqual([]);
  });

  it('throws TypeError for a schema no caller can mean', () => {
    expect(() => validateConsentRequestText(valid, { schema: 'requests' as 'request' })).toThrow(TypeError);
  });
});

describe('validateConsentRequestText agrees with the command line', () => {
  const texts: Record<string, string> = {
    'valid.json': valid,
    'invalid.json': readFileSync(join(fixtures, 'invalid.json'), 'utf8'),
    'warning.json': readFileSync(join(fixtures, 'warning.json'), 'utf8'),
    'syntax-error.json': readFileSync(join(fixtures, 'syntax-error.json'), 'utf8'),
    'duplicate-key.json': valid.replace('"version": "1",', '"version": "1",\r\n  "version": "1",'),
    'surrogate.json': valid.replace('req-valid-0001', 'req-\\udc00'),
    'bom.json': `\ufeff${valid.replace('"version": "1"', '"version": 1')}`,
    'deep.json': `{"a": ${'['.repeat(70)}${']'.repeat(70)}}`,
    'package.json': '{"name": "x", "version": "1.0.0", "scripts": {}}',
  };

  it.each(Object.keys(texts))('%s: the same diagnostics, at the same positions', async (name) => {
    const text = texts[name] as string;
    const cli = await runCliInProcess(['validate', '--stdin-filename', name, '--format', 'json', '-'], { input: text });
    const [report] = JSON.parse(cli.stdout) as Array<{ valid: boolean; diagnostics: LocatedDiagnostic[] }>;
    const library = validateConsentRequestText(text);
    // The wrong-document sentence names the command line's flag or the library's option.
    const wording = (d: LocatedDiagnostic) => (d.code === 'input/wrong-document' ? { ...d, message: '' } : d);
    expect(library.diagnostics.map(wording)).toEqual(report?.diagnostics.map(wording));
    expect(library.valid).toBe(report?.valid);
  });
});

/** The text at a diagnostic's region (the texts here end lines with \n or \r\n). */
function regionText(text: string, d: LocatedDiagnostic): string {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  const at = (line: number, column: number) => (starts[line - 1] as number) + column - 1;
  return text.slice(at(d.line as number, d.column as number), at(d.endLine as number, d.endColumn as number));
}

/** The deepest value on a pointer's path, the token that names it, and whether it is the pointer's own. */
function deepest(root: unknown, pointer: string): { value: unknown; key: string | undefined; exact: boolean } {
  let value = root;
  let key: string | undefined;
  let parentIsArray = false;
  for (const token of parsePointer(pointer)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, token))
      return { value, key: parentIsArray ? undefined : key, exact: false };
    parentIsArray = Array.isArray(value);
    value = (value as Record<string, unknown>)[token];
    key = token;
  }
  return { value, key: parentIsArray ? undefined : key, exact: true };
}

/**
 * Whether a diagnostic's region is the text of what its pointer names: the value itself (an
 * object or array only by its opening bracket); for an unexpected property, the property from its
 * key; for a missing one, the object that lacks it, from its key when it is a property's value.
 */
function pointsAtItsValue(text: string, root: unknown, d: LocatedDiagnostic): boolean {
  const region = regionText(text, d);
  const { value, key, exact } = deepest(root, d.pointer);
  const container = typeof value === 'object' && value !== null;
  const fromKey = (!exact || d.code === 'schema/additionalProperties') && key !== undefined;
  const valueText = fromKey ? region.replace(/^"(?:[^"\\]|\\.)*"\s*:\s*/, '') : region;
  if (fromKey && !region.startsWith(JSON.stringify(key))) return false;
  if (container) return valueText === (Array.isArray(value) ? '[' : '{');
  try {
    return JSON.stringify(JSON.parse(valueText)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

const layout = fc.record({
  indent: fc.constantFrom<string | number | undefined>(undefined, 2, 4, '\t'),
  crlf: fc.boolean(),
});
const write = (payload: unknown, { indent, crlf }: { indent: string | number | undefined; crlf: boolean }) => {
  const text = JSON.stringify(payload, null, indent);
  return crlf ? text.replace(/\n/g, '\r\n') : text;
};
const codesAndPointers = (diagnostics: readonly LocatedDiagnostic[]) =>
  diagnostics.map((d) => `${d.code} ${d.pointer}`).sort();

describe('validateConsentRequestText and validateConsentRequest(JSON.parse(text)) (property)', () => {
  const payloads = fc.oneof(
    consentRequestArbitrary(),
    invalidConsentRequestArbitrary({ severity: 'any' }).map((i) => i.payload),
  );

  it('agree on codes and pointers, whatever the layout of the text', () => {
    fc.assert(
      fc.property(payloads, layout, (payload, how) => {
        const text = write(payload, how);
        const library = validateConsentRequestText(text);
        const parsed = validateConsentRequest(JSON.parse(text));
        expect(codesAndPointers(library.diagnostics)).toEqual(codesAndPointers(parsed.diagnostics));
        expect(library.valid).toBe(parsed.valid);
      }),
      { numRuns: 150 },
    );
  });

  it('place every diagnostic at the characters of what its pointer names', () => {
    fc.assert(
      fc.property(payloads, layout, (payload, how) => {
        const text = write(payload, how);
        for (const d of validateConsentRequestText(text).diagnostics) {
          expect(d.line, d.code).toBeTypeOf('number');
          expect(pointsAtItsValue(text, payload, d), `${d.code} at ${d.pointer}: ${regionText(text, d)}`).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('would see a diagnostic placed one line off (the check can fail)', () => {
    const text = JSON.stringify({ ...JSON.parse(valid), version: 2 }, null, 2);
    const [d] = validateConsentRequestText(text).diagnostics;
    expect(d && pointsAtItsValue(text, JSON.parse(text), d)).toBe(true);
    expect(d && pointsAtItsValue(text, JSON.parse(text), { ...d, line: 3, endLine: 3 })).toBe(false);
  });
});

describe('the parsed-value path stays as it was', () => {
  it('validateConsentRequest loads nothing of the text entry (src/document, jsonc-parser)', () => {
    const textEntry = (entry: string) =>
      [...reachable(resolve(repoRoot, entry))].filter((m) => m === 'jsonc-parser' || m.includes('/src/document/'));
    expect(textEntry('src/validate/contracts.ts')).toEqual([]);
    expect(textEntry('src/index.ts').length).toBeGreaterThan(1);
  });
});
