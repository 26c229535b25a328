/**
 * The bounds of the schemas (issue 9, OWASP API4): every string, array and integer of every
 * document has a limit, the limits agree with the 1 MiB body limit and with each other, and the
 * precompiled maxLength counts as ajv's own keyword does.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ajvDraft04 from 'ajv-draft-04';
import {
  consentRequestRecordSchema,
  consentRequestSchema,
  problemSchema,
  tokenResponseSchema,
} from '../../generated/schemas.js';
import { maxConsentRequestBytes } from '../../generated/validators.js';
import { validateConsentRequest, validateConsentRequestRecord } from '../../src/validate/contracts.js';
import { utf8Length } from '../../src/validate/payload-text.js';
import { maxLengthKeyword } from '../../scripts/generate/max-length.js';
import { maxPointerLength } from '../../src/json-pointer.js';
import { toProblem } from '../../src/problems/to-problem.js';
import { maxDiagnostics } from '../../src/validate/assemble.js';
import { validateProblem } from '../../src/validate/contracts.js';
import { adult, record, type Json } from '../support/examples.js';

const schemas: Record<string, Json> = {
  ConsentRequest: consentRequestSchema,
  ConsentRequestRecord: consentRequestRecordSchema,
  TokenResponse: tokenResponseSchema,
  Problem: problemSchema,
};

/** Every schema below `schema` with its path (property names, `*` for items). */
function* walk(schema: Json, path = ''): Generator<{ path: string; schema: Json }> {
  yield { path, schema };
  for (const [name, child] of Object.entries<Json>(schema.properties ?? {})) yield* walk(child, `${path}/${name}`);
  if (schema.items) yield* walk(schema.items, `${path}/*`);
}

const everyField = Object.entries(schemas).flatMap(([name, schema]) =>
  [...walk(schema)].map((f) => ({ ...f, where: `${name}${f.path}` })),
);

const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

describe('every value has a bound', () => {
  it('strings have a maxLength (or an enum), arrays a maxItems', () => {
    const unbounded = everyField
      .filter(({ schema }) =>
        schema.type === 'string'
          ? schema.maxLength === undefined && !schema.enum
          : schema.type === 'array' && schema.maxItems === undefined,
      )
      .map((f) => f.where);
    expect(unbounded).toEqual([]);
  });

  it('integers have format int32 and a minimum and maximum inside it', () => {
    const integers = everyField.filter(({ schema }) => schema.type === 'integer');
    expect(integers.map((f) => f.where)).toContain('TokenResponse/expiresInSeconds');
    for (const { where, schema } of integers) {
      expect(schema.format, where).toBe('int32');
      expect(schema.minimum, where).toBeGreaterThanOrEqual(int32.min);
      expect(schema.maximum, where).toBeLessThanOrEqual(int32.max);
    }
  });

  it('a token lives at most a day, and requestId holds UUIDs, ULIDs and prefixed ids', () => {
    expect(tokenResponseSchema).toMatchObject({ properties: { expiresInSeconds: { minimum: 1, maximum: 86400 } } });
    const requestId = (consentRequestSchema as Json).properties.requestId;
    expect(requestId.maxLength).toBe(128);
    for (const id of [
      '3f6c2a9e-8d41-4b7a-9c55-1e2f0b7d6a41',
      '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      'req_2NfbRz6XjQvYkZcJkS1y8k3HqT9',
      'urn:uuid:3f6c2a9e-8d41-4b7a-9c55-1e2f0b7d6a41',
      `sha256:${'a'.repeat(64)}`,
      `df-onboarding:savings:${'3f6c2a9e-8d41-4b7a-9c55-1e2f0b7d6a41'}:${'01ARZ3NDEKTSV4RRFFQ69G5FAV'}`,
    ]) {
      expect(id.length, id).toBeLessThanOrEqual(requestId.maxLength);
    }
  });

  it('the record bounds what it echoes exactly as the payload does', () => {
    const request = consentRequestSchema as Json;
    const echoes: Record<string, Json> = {
      requestId: request.properties.requestId,
      dpHash: request.properties.dataPrincipal.properties.dpHash,
      fidId: request.properties.fiduciary.properties.fidId,
      serviceId: request.properties.service.properties.id,
    };
    for (const [name, sent] of Object.entries(echoes)) {
      expect((consentRequestRecordSchema as Json).properties[name].maxLength, name).toBe(sent.maxLength);
    }
  });
});

describe('the bounds and the 1 MiB body limit', () => {
  /** The smallest payload with every list at its maxItems: the least text everywhere. */
  function atItemCaps(): Json {
    const p = adult();
    const languages = (consentRequestSchema as Json).properties.content.properties.languages;
    const purposes = languages.items.properties.purposes;
    const categories = purposes.items.properties.dataCategories;
    p.content.languages = Array.from({ length: languages.maxItems }, (_, l) => ({
      lang: `${l}`,
      label: '',
      purposes: Array.from({ length: purposes.maxItems }, (_, i) => ({
        purposeId: `${i}`,
        purposeText: '',
        description: '',
        dataCategories: Array.from({ length: categories.maxItems }, () => ({ id: '', label: '' })),
        retention: { duration: 1, unit: 'month' },
      })),
    }));
    return p;
  }

  it('every list at its maxItems fits in the body with room to spare', () => {
    const p = atItemCaps();
    const bytes = utf8Length(JSON.stringify(p));
    expect(bytes).toBeLessThan(maxConsentRequestBytes);
    // Blank texts and repeated ids are warnings: the payload is valid, and the schema is silent.
    const result = validateConsentRequest(p);
    expect(result.valid).toBe(true);
    expect(result.diagnostics.filter((d) => d.severity === 'error' || d.source === 'schema')).toEqual([]);
  });

  it('no string may be longer than the body, even written in six-byte escapes', () => {
    for (const { where, schema } of everyField.filter((f) => f.schema.maxLength !== undefined)) {
      expect(schema.maxLength * 6, where).toBeLessThan(maxConsentRequestBytes);
    }
  });

  it('one item over a maxItems is a schema/maxItems error at the list', () => {
    const p = atItemCaps();
    p.content.languages[0].purposes[0].dataCategories.push({ id: 'x', label: '' });
    expect(validateConsentRequest(p).diagnostics.filter((d) => d.code === 'schema/maxItems')).toMatchObject([
      { pointer: '/content/languages/0/purposes/0/dataCategories', message: 'may have at most 32 items, has 33' },
    ]);
  });
});

describe('maxLength counts code points', () => {
  it('a requestId of 128 characters passes, 129 fail, and the message says so without repeating it', () => {
    const p = adult();
    p.requestId = 'r'.repeat(128);
    expect(validateConsentRequest(p).valid).toBe(true);
    p.requestId = '😀'.repeat(128); // 256 UTF-16 units, 128 characters
    expect(validateConsentRequest(p).valid).toBe(true);
    p.requestId = `${'😀'.repeat(128)}r`;
    const found = validateConsentRequest(p).diagnostics;
    expect(found).toEqual([
      expect.objectContaining({
        code: 'schema/maxLength',
        pointer: '/requestId',
        message: 'must be at most 128 characters long, has 129',
        params: { limit: 128 },
      }),
    ]);
  });

  it('the record is held to the same bounds', () => {
    const r = record();
    r.requestId = 'r'.repeat(129);
    expect(validateConsentRequestRecord(r).diagnostics.map((d) => `${d.code} ${d.pointer}`)).toEqual([
      'schema/maxLength /requestId',
    ]);
  });

  it("the precompiled keyword judges as ajv's own maxLength on any text", () => {
    const Ajv = ajvDraft04.default ?? ajvDraft04;
    const own = new Ajv({ allErrors: true }).compile({ type: 'string', maxLength: 5 });
    const fast = new Ajv({ allErrors: true });
    fast.removeKeyword('maxLength');
    fast.addKeyword(maxLengthKeyword);
    const ours = fast.compile({ type: 'string', maxLength: 5 });
    const pieces = fc.constantFrom('a', 'é', 'क', '😀', '\ud800', '\udc00', '\ud83d');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const value = parts.join('');
        expect(ours(value), JSON.stringify(value)).toBe(own(value));
        if (!own(value)) expect(ours.errors?.[0]?.params).toEqual(own.errors?.[0]?.params);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the 400 problem stays within the Problem schema', () => {
  it('errors holds every diagnostic a validation returns: 100 and diagnostics/truncated', () => {
    expect((problemSchema as Json).properties.errors.maxItems).toBe(maxDiagnostics + 1);
  });

  it('a lone surrogate 5,000 levels down an unknown member gets a pointer cut to 2048', () => {
    expect(maxPointerLength).toBe((problemSchema as Json).properties.errors.items.properties.pointer.maxLength);
    const p = adult();
    let deep: Json = '\ud800';
    for (let i = 0; i < 5000; i++) deep = [deep];
    p.extra = deep;
    const result = validateConsentRequest(p);
    const lone = result.diagnostics.find((d) => d.code === 'input/lone-surrogate');
    expect(lone?.pointer).toHaveLength(maxPointerLength);
    expect(lone?.pointer).toMatch(/^\/extra(\/0)+\/?…$/);
    expect(validateProblem(toProblem(result))).toEqual({ valid: true, diagnostics: [] });
  });
});
