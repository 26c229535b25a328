/**
 * The generated types accept what the schema accepts and reject wrong shapes. The
 * @ts-expect-error lines are checked by `npm run typecheck` (tsc fails if one stops being an
 * error); the assertions check at run time that the typed values really are valid.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  validateConsentRequest,
  validateConsentRequestRecord,
  type ConsentRequest,
  type ConsentRequestRecord,
  type Diagnostic,
  type TokenResponse,
} from '../../src/index.js';
import { adult, minor, record, token } from '../support/examples.js';

const payload = {
  version: '1',
  requestId: 'r-1',
  fiduciary: { fidId: 'FID-1' },
  dataPrincipal: {
    dpHash: 'a3f1c2d4e5b6a7980a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5',
    subjectType: 'MINOR',
    delegation: { required: true, type: 'PARENT' },
  },
  service: { id: 's', name: 'Service' },
  content: {
    defaultLanguage: 'en',
    languages: [
      {
        lang: 'en',
        label: 'English',
        purposes: [
          {
            purposeId: 'p',
            purposeText: 'Purpose',
            description: 'Why',
            dataCategories: [{ id: 'c', label: 'Category', required: true }],
            retention: { duration: 6, unit: 'month' },
          },
        ],
      },
    ],
    company: {
      companyName: 'Co',
      privacyPolicyUrl: 'https://co.example/p',
      contactEmail: 'a@co.example',
      grievanceOfficer: { name: 'G', email: 'g@co.example' },
    },
  },
  supersedesPrevious: true,
} satisfies ConsentRequest;

describe('generated types', () => {
  it('a typed payload is a valid payload', () => {
    expect(validateConsentRequest(payload, { strict: true }).diagnostics).toEqual([]);
  });

  it('the examples have the shapes of the types', () => {
    expect(validateConsentRequest(adult() as ConsentRequest).valid).toBe(true);
    expect(validateConsentRequest(minor() as ConsentRequest).valid).toBe(true);
    expect(validateConsentRequestRecord(record() as ConsentRequestRecord).valid).toBe(true);
    expectTypeOf(token() as TokenResponse)
      .toHaveProperty('expiresInSeconds')
      .toEqualTypeOf<number>();
  });

  it('reject wrong shapes', () => {
    // @ts-expect-error subjectType is ADULT or MINOR
    const wrongEnum: ConsentRequest = { ...payload, dataPrincipal: { dpHash: 'h', subjectType: 'CHILD' } };
    type Retention = ConsentRequest['content']['languages'][number]['purposes'][number]['retention'];
    // @ts-expect-error unit is month or year
    const wrongUnit: Retention = { duration: 1, unit: 'week' };
    // @ts-expect-error supersedesPrevious is required
    const missing: ConsentRequest = { ...payload, supersedesPrevious: undefined };
    // @ts-expect-error attributes not in the schema are not part of the type
    const extra: ConsentRequest = { ...payload, extra: 1 };
    // @ts-expect-error a duration is a number
    const wrongType: Retention = { duration: '6', unit: 'month' };
    for (const value of [wrongEnum, missing, extra]) expect(validateConsentRequest(value).valid).toBe(false);
    expect([wrongUnit, wrongType]).toHaveLength(2);
  });

  it('diagnostics have the documented shape', () => {
    expectTypeOf<Diagnostic['severity']>().toEqualTypeOf<'error' | 'warning'>();
    expectTypeOf<Diagnostic['source']>().toEqualTypeOf<'schema' | 'rule' | 'input'>();
    expectTypeOf<Diagnostic>().toHaveProperty('pointer').toEqualTypeOf<string>();
  });
});
