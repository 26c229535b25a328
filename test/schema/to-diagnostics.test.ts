import { describe, expect, it } from 'vitest';
import { validateConsentRequest, type Diagnostic } from '../../src/index.js';
import { adult } from '../support/examples.js';

function only(p: unknown): Diagnostic {
  const schemaDiagnostics = validateConsentRequest(p).diagnostics.filter((d) => d.source === 'schema');
  expect(schemaDiagnostics).toHaveLength(1);
  return schemaDiagnostics[0]!;
}

describe('schema violations read as sentences and point at the offending value', () => {
  const cases: Array<[string, (p: any) => void, Partial<Diagnostic>]> = [
    [
      'missing property: where it would be',
      (p) => delete p.fiduciary.fidId,
      {
        code: 'schema/required',
        pointer: '/fiduciary/fidId',
        message: 'required property "fidId" is missing',
        params: { missingProperty: 'fidId' },
      },
    ],
    [
      'unexpected property: that property',
      (p) => (p.extra = 1),
      {
        code: 'schema/additionalProperties',
        pointer: '/extra',
        message: 'property "extra" is not allowed here: the schema does not define it; remove it',
      },
    ],
    [
      'unexpected property names are escaped (RFC 6901)',
      (p) => (p.content.company['a/b~c'] = 1),
      { pointer: '/content/company/a~1b~0c' },
    ],
    [
      'null',
      (p) => (p.service.name = null),
      {
        code: 'schema/type',
        pointer: '/service/name',
        message: 'null is not allowed: send a string or leave the property out',
      },
    ],
    [
      'wrong type',
      (p) => (p.supersedesPrevious = 'yes'),
      { code: 'schema/type', message: 'expected a boolean, got a string' },
    ],
    [
      'a quoted boolean',
      (p) => (p.supersedesPrevious = 'true'),
      { code: 'schema/type', message: 'expected a boolean, got a string ("true"); remove the quotes' },
    ],
    [
      'a quoted integer',
      (p) => (p.content.languages[0].purposes[0].retention.duration = '2'),
      { code: 'schema/type', message: 'expected an integer, got a string ("2"); remove the quotes' },
    ],
    [
      'integer',
      (p) => (p.content.languages[0].purposes[0].retention.duration = 2.5),
      { code: 'schema/type', message: 'expected an integer, got a number' },
    ],
    [
      'enum',
      (p) => (p.dataPrincipal.subjectType = 'CHILD'),
      {
        code: 'schema/enum',
        pointer: '/dataPrincipal/subjectType',
        message: '"CHILD" is not an allowed value; use one of: ADULT, MINOR',
      },
    ],
    [
      'minItems',
      (p) => (p.content.languages = []),
      { code: 'schema/minItems', pointer: '/content/languages', message: 'needs at least 1 item, has 0' },
    ],
    [
      'minLength',
      (p) => (p.version = ''),
      { code: 'schema/minLength', pointer: '/version', message: 'must not be empty' },
    ],
    [
      'format email',
      (p) => (p.content.company.contactEmail = 'privacy at bank'),
      {
        code: 'schema/format',
        message:
          '"privacy at bank" is not a valid e-mail address (name@example.com, in ASCII: write an internationalised domain in its xn-- form)',
      },
    ],
    [
      'format uri',
      (p) => (p.content.company.privacyPolicyUrl = 'https://bank.example/<privacy>'),
      {
        code: 'schema/format',
        message:
          '"https://bank.example/<privacy>" is not a valid absolute URI (for example https://example.com/privacy)',
      },
    ],
    [
      'long values are cut short in messages',
      (p) => (p.dataPrincipal.subjectType = 'A'.repeat(10_000)),
      { message: `"${'A'.repeat(60)}…" is not an allowed value; use one of: ADULT, MINOR` },
    ],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const p = adult();
    change(p);
    expect(only(p)).toMatchObject({ severity: 'error', source: 'schema', ...expected });
  });

  it('a misspelt property: did you mean the missing one?', () => {
    const p = adult();
    const purpose = p.content.languages[0].purposes[0];
    purpose.purposeID = purpose.purposeId;
    delete purpose.purposeId;
    const unexpected = validateConsentRequest(p).diagnostics.find((d) => d.code === 'schema/additionalProperties');
    expect(unexpected).toMatchObject({
      pointer: '/content/languages/0/purposes/0/purposeID',
      message: 'property "purposeID" is not allowed here: the schema does not define it; did you mean "purposeId"?',
      params: { additionalProperty: 'purposeID', didYouMean: 'purposeId' },
    });
  });

  it('a URI is absolute and WHATWG-parseable, without raw characters RFC 3987 forbids: IRIs in any script are accepted', () => {
    const p = adult();
    p.content.company.privacyPolicyUrl = 'https://bank.example/गोपनीयता-नीति';
    expect(validateConsentRequest(p).diagnostics).toEqual([]);
    p.content.company.privacyPolicyUrl = 'https://bank example/privacy';
    expect(only(p)).toMatchObject({ code: 'schema/format', pointer: '/content/company/privacyPolicyUrl' });
  });

  it('the root is the empty pointer', () => {
    expect(validateConsentRequest([]).diagnostics).toEqual([
      {
        code: 'schema/type',
        severity: 'error',
        pointer: '',
        message: 'expected an object, got an array',
        source: 'schema',
        params: { type: 'object' },
      },
    ]);
  });
});
