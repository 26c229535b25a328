import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConsentContractConfigError, createConsentRequestValidator, validateConsentRequest } from '../../src/index.js';
import { defineRule, type ConsentRequestView } from '../../src/rules/authoring/index.js';
import { consentRequestRules } from '../../src/rules/index.js';
import { adult } from '../support/examples.js';
import { consentRequest } from '../../src/testing/arbitraries.js';
import { mutations } from '../../src/testing/mutations.js';

const privacyOnOurDomain = defineRule<ConsentRequestView>({
  id: 'acme/privacy-policy-domain',
  severity: 'error',
  description: 'The privacy policy is on our domain.',
  rationale: 'Legal reviews only the policy on acme.example.',
  messages: { elsewhere: 'privacyPolicyUrl is on {host}, not acme.example' },
  check({ root }) {
    const url = (root as { content?: { company?: { privacyPolicyUrl?: unknown } } })?.content?.company
      ?.privacyPolicyUrl;
    if (typeof url !== 'string' || !URL.canParse(url)) return [];
    const { host } = new URL(url);
    return host === 'acme.example'
      ? []
      : [{ pointer: '/content/company/privacyPolicyUrl', messageId: 'elsewhere', data: { host } }];
  },
});

const advisory = consentRequestRules.filter((r) => !r.enforcedByService).map((r) => r.id);

describe('createConsentRequestValidator', () => {
  it('without settings is validateConsentRequest itself', () => {
    expect(createConsentRequestValidator()).toBe(validateConsentRequest);
    expect(createConsentRequestValidator({ extends: ['recommended'], rules: { 'https-urls': 'warning' } })).toBe(
      validateConsentRequest,
    );
  });

  it('judges the payload text as validateConsentRequest does: too large, lone surrogates', () => {
    const validate = createConsentRequestValidator({ rules: { 'https-urls': 'error' } });
    const surrogate = adult();
    surrogate.service.name = 'bank \ud800';
    expect(validate(surrogate).diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ['input/lone-surrogate', '/service/name'],
    ]);
    const large = adult();
    large.content.languages[0].purposes[0].description += 'x'.repeat(1_100_000);
    // Over 1 MiB now also breaks the description's maxLength: both validators say both.
    const codes = validate(large).diagnostics.map((d) => d.code);
    expect(codes).toContain('input/payload-too-large');
    expect(codes).toEqual(validateConsentRequest(large).diagnostics.map((d) => d.code));
  });

  it('changes severities and runs custom rules, with the same result shape', () => {
    const payload = adult();
    payload.content.company.logo = 'http://cdn.example/logo.png';
    const validate = createConsentRequestValidator({
      rules: { 'https-urls': 'error' },
      customRules: [privacyOnOurDomain],
    });
    const result = validate(payload);
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.source])).toEqual([
      ['https-urls', 'error', 'rule'],
      ['acme/privacy-policy-domain', 'error', 'rule'],
    ]);
    expect(result.diagnostics[1]!.message).toBe(
      'privacyPolicyUrl is on suvarnabank.example, not acme.example'.replace(
        'suvarnabank.example',
        new URL(payload.content.company.privacyPolicyUrl).host,
      ),
    );
    expect(
      createConsentRequestValidator({
        rules: { 'https-urls': 'off', 'acme/privacy-policy-domain': 'off' },
        customRules: [privacyOnOurDomain],
      })(payload),
    ).toEqual({ valid: true, diagnostics: [] });
  });

  it('a custom rule that throws or returns nonsense is one diagnostic naming it', () => {
    const throwing = defineRule<ConsentRequestView>({
      ...privacyOnOurDomain,
      id: 'acme/throws',
      check: () => {
        throw new Error('boom');
      },
    });
    const nonsense = defineRule<ConsentRequestView>({
      ...privacyOnOurDomain,
      id: 'acme/nonsense',
      check: () => 'x' as never,
    });
    const badMessage = defineRule<ConsentRequestView>({
      ...privacyOnOurDomain,
      id: 'acme/bad-message',
      check: () => [{ pointer: '', messageId: 'nope', data: {} }],
    });
    const result = createConsentRequestValidator({ customRules: [throwing, nonsense, badMessage] })(adult());
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.params])).toEqual([
      ['internal/rule-failed', { rule: 'acme/throws' }],
      ['internal/rule-failed', { rule: 'acme/nonsense' }],
      ['internal/rule-failed', { rule: 'acme/bad-message' }],
    ]);
    expect(result.diagnostics[0]!.message).toBe(
      'custom rule acme/throws failed on this input (boom); fix the rule, or switch it off with --rule acme/throws=off',
    );
    expect(result.diagnostics[2]!.message).toContain('names message "nope"');
  });

  it('finding data is optional for a custom rule', () => {
    const noData = defineRule<ConsentRequestView>({
      ...privacyOnOurDomain,
      id: 'acme/no-data',
      messages: { always: 'always' },
      check: () => [{ pointer: '', messageId: 'always' } as never],
    });
    expect(createConsentRequestValidator({ customRules: [noData] })(adult()).diagnostics.map((d) => d.message)).toEqual(
      ['always'],
    );
  });

  it('throws every problem of a configuration it cannot use', () => {
    const attempt = () =>
      createConsentRequestValidator({
        rules: { 'retention-range': 'off', 'htps-urls': 'error' },
        customRules: [{ ...privacyOnOurDomain, id: 'unnamespaced' }],
      });
    expect(attempt).toThrow(ConsentContractConfigError);
    try {
      attempt();
    } catch (error) {
      const e = error as ConsentContractConfigError;
      expect(e.code).toBe('CONFIG_INVALID');
      expect(e.problems.map((p) => p.pointer)).toEqual([
        '/customRules/0/id',
        '/rules/retention-range',
        '/rules/htps-urls',
      ]);
    }
  });

  it('the dpdp preset reports a notice language outside the Eighth Schedule', () => {
    const payload = adult();
    payload.content.languages[2].lang = 'fr';
    expect(validateConsentRequest(payload).diagnostics.map((d) => d.code)).not.toContain('dpdp-language');
    const result = createConsentRequestValidator({ extends: ['dpdp'] })(payload);
    expect(result.diagnostics.filter((d) => d.code === 'dpdp-language').map((d) => [d.severity, d.pointer])).toEqual([
      ['error', '/content/languages/2/lang'],
    ]);
  });

  it("property: switching an advisory rule off removes that rule's diagnostics and nothing else", () => {
    fc.assert(
      fc.property(
        consentRequest,
        fc.nat(),
        fc.constantFrom(...advisory),
        fc.subarray([...mutations], { minLength: 1, maxLength: 4 }),
        (payload, seed, id, chosen) => {
          let value: unknown = payload;
          for (const m of chosen) {
            try {
              value = m.apply(structuredClone(value) as never, seed)?.payload ?? value;
            } catch {
              // an operator expects the shape a previous one may have broken; skip it
            }
          }
          const all = validateConsentRequest(value).diagnostics;
          const without = createConsentRequestValidator({ rules: { [id]: 'off' } })(value).diagnostics;
          if (all.some((d) => d.code === 'diagnostics/truncated')) return;
          expect(without).toEqual(all.filter((d) => d.code !== id));
        },
      ),
      { numRuns: 150 },
    );
  });
});
