import { describe, expect, it } from 'vitest';
import { validateConsentRequestRecord, validateProblem, validateTokenResponse } from '../../src/index.js';
import { readJson, record, token } from '../support/examples.js';

const codes = (r: { diagnostics: Array<{ code: string; pointer: string }> }) =>
  r.diagnostics.map((d) => `${d.code} ${d.pointer}`);

describe('validateConsentRequestRecord', () => {
  it('accepts the example record', () =>
    expect(validateConsentRequestRecord(record())).toEqual({ valid: true, diagnostics: [] }));
  it('tolerates members it does not know (tolerant reader)', () => {
    expect(validateConsentRequestRecord({ ...record(), expiresAt: '2026-12-01T00:00:00.000Z' }).valid).toBe(true);
  });
  it.each([
    ['no fractional seconds', '2026-11-21T10:15:30Z'],
    ['not UTC', '2026-11-21T10:15:30.123+05:30'],
    ['an impossible day', '2026-02-30T10:15:30.123Z'],
    ['a date only', '2026-11-21'],
  ])('rejects createdAt with %s', (_name, createdAt) => {
    expect(codes(validateConsentRequestRecord({ ...record(), createdAt }))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^schema\/(pattern|format) \/createdAt$/)]),
    );
  });
  it('accepts any status string (only pending is documented)', () => {
    expect(validateConsentRequestRecord({ ...record(), status: 'granted' }).valid).toBe(true);
    expect(codes(validateConsentRequestRecord({ ...record(), status: '' }))).toEqual(['schema/minLength /status']);
  });
  it('requires every field of section 2.2', () => {
    for (const field of Object.keys(record())) {
      const r = record();
      delete r[field];
      expect(codes(validateConsentRequestRecord(r))).toContain(`schema/required /${field}`);
    }
  });
  it("checks redirectUrl against the record's crId", () => {
    expect(codes(validateConsentRequestRecord({ ...record(), crId: 'cr_other' }))).toEqual([
      'record-redirect-url /redirectUrl',
    ]);
  });
});

describe('validateTokenResponse', () => {
  it('accepts the example token', () => expect(validateTokenResponse(token()).valid).toBe(true));
  it('compares the token type case-insensitively', () =>
    expect(validateTokenResponse({ ...token(), tokenType: 'bearer' }).valid).toBe(true));
  it.each([
    ['a token type other than Bearer', { tokenType: 'MAC' }, 'schema/pattern /tokenType'],
    ['a lifetime of zero', { expiresInSeconds: 0 }, 'schema/minimum /expiresInSeconds'],
    ['a fractional lifetime', { expiresInSeconds: 1.5 }, 'schema/type /expiresInSeconds'],
    ['an empty token', { token: '' }, 'schema/minLength /token'],
  ])('rejects %s', (_name, change, code) => {
    expect(codes(validateTokenResponse({ ...token(), ...change }))).toEqual([code]);
  });
});

describe('validateProblem', () => {
  it('accepts the example error bodies', () => {
    expect(validateProblem(readJson('schema/examples/responses/problem-400.json')).valid).toBe(true);
    expect(validateProblem(readJson('schema/examples/responses/problem-401.json')).valid).toBe(true);
  });
  it('rejects a diagnostic of the wrong shape', () => {
    const body = readJson('schema/examples/responses/problem-400.json');
    body.errors[0].severity = 'fatal';
    expect(codes(validateProblem(body))).toEqual(['schema/enum /errors/0/severity']);
  });
});
