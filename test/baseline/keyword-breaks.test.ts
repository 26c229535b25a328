/** The keywords openapi-diff ignores, judged by direction (pure, so every case is cheap). */
import { describe, expect, it } from 'vitest';
import { keywordBreaks } from '../../scripts/baseline/keyword-breaks.js';
import type { Json } from '../support/examples.js';

/** A one-operation document: `sent` is the request body's schema, `answered` the 200's. */
const api = (sent: Json, answered: Json): Json => ({
  openapi: '3.0.3',
  info: { title: 't', version: '1.0.0' },
  paths: {
    '/x': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/In' } } } },
        responses: { '200': { content: { 'application/problem+json': { schema: answered } } } },
      },
    },
  },
  components: { schemas: { In: { type: 'object', properties: { a: sent } } } },
});

const kinds = (old: Json, next: Json): string[] => keywordBreaks(old, next).map((b) => `${b.kind} ${b.where}`);

describe('keywordBreaks', () => {
  it('a request may widen an enum, drop a pattern or a format, never the reverse', () => {
    const s = { type: 'string', enum: ['A', 'B'], pattern: '^[AB]$', format: 'uri' };
    expect(kinds(api(s, {}), api({ type: 'string', enum: ['A', 'B', 'C'] }, {}))).toEqual([]);
    expect(kinds(api(s, {}), api({ ...s, enum: ['A'] }, {}))).toEqual([
      'enum-narrowed POST /x request application/json /a',
    ]);
    expect(kinds(api({ type: 'string' }, {}), api({ type: 'string', pattern: '^a' }, {}))).toEqual([
      'pattern-changed POST /x request application/json /a',
    ]);
    expect(kinds(api(s, {}), api({ ...s, format: 'email' }, {}))).toEqual([
      'format-changed POST /x request application/json /a',
    ]);
    // Every URI is an IRI: a request may widen uri to iri, a response may not.
    expect(kinds(api(s, {}), api({ ...s, format: 'iri' }, {}))).toEqual([]);
    expect(kinds(api({}, { type: 'string', format: 'uri' }), api({}, { type: 'string', format: 'iri' }))).toEqual([
      'format-changed POST /x 200 application/problem+json',
    ]);
  });

  it('a response may narrow an enum or add a pattern, never the reverse (problem+json included)', () => {
    const s = { type: 'string', enum: ['A', 'B'] };
    expect(kinds(api({}, s), api({}, { ...s, enum: ['A'], pattern: '^A$' }))).toEqual([]);
    expect(kinds(api({}, s), api({}, { type: 'string' }))).toEqual([
      'enum-widened POST /x 200 application/problem+json',
    ]);
    expect(kinds(api({}, { type: 'string', pattern: '^A$' }), api({}, { type: 'string' }))).toEqual([
      'pattern-changed POST /x 200 application/problem+json',
    ]);
  });

  it('never throws on odd documents', () => {
    expect(keywordBreaks({}, null)).toEqual([]);
    expect(keywordBreaks(api({ $ref: '#/nowhere' }, {}), api({ $ref: '#/components/schemas/In' }, {}))).toEqual([]);
  });
});
