import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateConsentRequest, validateConsentRequestRecord } from '../../src/validate/contracts.js';
import { maxConsentRequestBytes } from '../../generated/validators.js';
import { payloadSizeDiagnostic, utf8Length } from '../../src/validate/payload-text.js';
import { consentRequestSchema } from '../../generated/schemas.js';

const adult = JSON.parse(readFileSync(new URL('../../schema/examples/adult.json', import.meta.url), 'utf8')) as {
  content: { languages: Array<{ lang: string; purposes: Array<{ purposeId: string; description: string }> }> };
};

/** 32 languages, the schema's maximum: English, the 22 of the Eighth Schedule and 9 more. */
const languageTags =
  'en as bn brx doi gu hi kn ks kok mai ml mni mr ne or pa sa sat sd ta te ur fr de es it pt ja zh ko ar'.split(' ');

/** How long one description may be: the filler is spread over as many as it needs. */
const maxDescription = (consentRequestSchema as any).properties.content.properties.languages.items.properties.purposes
  .items.properties.description.maxLength as number;

/**
 * The example, with every item count at its schema's maximum, its descriptions one character
 * long, then filled in turn up to their maxLength until the JSON text is `bytes` bytes.
 */
function payloadOf(bytes: number, filler = 'a'): unknown {
  const copy = structuredClone(adult);
  const [english] = copy.content.languages;
  const purpose = { ...english!.purposes[0]!, description: 'd' };
  const purposes = Array.from({ length: 32 }, (_, i) => ({ ...purpose, purposeId: `purpose-${i}` }));
  copy.content.languages = languageTags.map((lang) => ({
    ...structuredClone(english!),
    lang,
    purposes: structuredClone(purposes),
  }));
  let missing = Math.max(0, Math.floor((bytes - utf8Length(JSON.stringify(copy))) / utf8Length(filler)));
  for (const entry of copy.content.languages) {
    for (const p of entry.purposes) {
      const take = Math.min(missing, maxDescription - 1);
      p.description += filler.repeat(take);
      missing -= take;
    }
  }
  if (missing > 0) throw new Error(`payloadOf: ${bytes} bytes do not fit in the descriptions`);
  return copy;
}

describe('the size limit of the request body', () => {
  it('is 1 MiB, read from x-max-body-bytes in schema/openapi.yaml', () => {
    expect(maxConsentRequestBytes).toBe(1048576);
    expect(readFileSync(new URL('../../schema/openapi.yaml', import.meta.url), 'utf8')).toContain(
      'x-max-body-bytes: 1048576',
    );
  });

  it('reports a 3 MB payload as an error with its size and the limit', () => {
    const result = validateConsentRequest(payloadOf(3_000_000));
    expect(result.valid).toBe(false);
    const d = result.diagnostics.find((x) => x.code === 'input/payload-too-large');
    expect(d).toMatchObject({ severity: 'error', pointer: '', source: 'input', params: { limit: 1048576 } });
    expect((d!.params as { size: number }).size).toBeGreaterThan(2_900_000);
    expect(d?.message).toMatch(/3000\d{3} bytes .*over the limit of 1048576 bytes \(1 MiB\).*413/);
  });

  it('passes a payload of exactly the limit and refuses one byte more', () => {
    const at = payloadOf(maxConsentRequestBytes);
    expect(utf8Length(JSON.stringify(at))).toBe(maxConsentRequestBytes);
    expect(validateConsentRequest(at).valid).toBe(true);
    expect(validateConsentRequest(payloadOf(maxConsentRequestBytes + 1)).diagnostics.map((d) => d.code)).toEqual([
      'input/payload-too-large',
    ]);
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 400,000 Devanagari letters: 400 K characters, 1.2 MB of UTF-8.
    const value = payloadOf(1_200_000, 'क');
    expect(JSON.stringify(value).length).toBeLessThan(maxConsentRequestBytes);
    expect(validateConsentRequest(value).diagnostics.map((d) => d.code)).toContain('input/payload-too-large');
    expect(utf8Length('a\u00e9\u0915\ud83d\ude00\ud800')).toBe(1 + 2 + 3 + 4 + 3);
  });

  it('ends on a cycle and on values that are not JSON', () => {
    const cyclic: Record<string, unknown> = { a: 'x'.repeat(10) };
    cyclic.self = cyclic;
    expect(payloadSizeDiagnostic(cyclic, 1000)).toBeUndefined();
    expect(payloadSizeDiagnostic({ big: 'x'.repeat(2000) }, 1000)?.params).toEqual({ size: 2010, limit: 1000 });
    expect(payloadSizeDiagnostic({ small: 'x' }, 1000)).toBeUndefined();
  });

  it('applies to the payload only, not to records', () => {
    const record = {
      crId: 'c',
      createdAt: '2026-01-01T00:00:00.000Z',
      dpHash: 'x'.repeat(2_000_000),
      fidId: 'f',
      redirectUrl: 'https://a.example/consent?cr_id=c',
      requestId: 'r',
      serviceId: 's',
      status: 'pending',
    };
    expect(validateConsentRequestRecord(record).diagnostics.map((d) => d.code)).not.toContain(
      'input/payload-too-large',
    );
  });
});

describe('well-formed text: one verdict with the command line', () => {
  it('reports a lone surrogate in a value or a key, at its pointer', () => {
    const value = structuredClone(adult) as unknown as { service: { name: string } } & Record<string, unknown>;
    value.service.name = 'bank \ud800';
    const result = validateConsentRequest(value);
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'input/lone-surrogate',
        severity: 'error',
        pointer: '/service/name',
        source: 'input',
      }),
    ]);
    const key = structuredClone(adult) as unknown as Record<string, unknown>;
    key['x\udc00'] = 1;
    expect(validateConsentRequest(key).diagnostics.map((d) => [d.code, d.pointer])).toContainEqual([
      'input/lone-surrogate',
      '/x\udc00',
    ]);
  });

  it('accepts whole surrogate pairs', () => {
    const value = structuredClone(adult) as unknown as { service: { name: string } };
    value.service.name = 'bank \ud83d\ude00';
    expect(validateConsentRequest(value).valid).toBe(true);
  });
});

describe('pointers are cut like other echoed text', () => {
  it('a 100,000-character property name makes a short pointer', () => {
    const value = structuredClone(adult) as unknown as Record<string, unknown>;
    for (let i = 0; i < 150; i++) value[`${i}${'k'.repeat(100_000)}`] = 1;
    const result = validateConsentRequest(value);
    expect(result.diagnostics.length).toBeGreaterThan(100);
    expect(JSON.stringify(result).length).toBeLessThan(200_000);
    expect(result.diagnostics[0]!.pointer).toMatch(/^\/0k{119}…$/);
  });
});
