/**
 * One example per business rule, as data: an example of schema/examples and the change that makes
 * the rule report. generated/docs/reference.md shows the diagnostic that the validator actually
 * returns for it, so the docs never restate a message by hand. A rule without an entry here is
 * listed in the reference without an example, and test/docs/reference-md.test.ts fails.
 */

/** An RFC 6902 operation, of the kinds the examples need (applied by the rfc6902 package). */
export type PatchOperation =
  | { readonly op: 'add' | 'replace'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string };

export interface RuleExample {
  /** Path below schema/examples/ of the valid document the change starts from. */
  readonly base: string;
  /** Applied in order to a copy of the base. */
  readonly patch: readonly PatchOperation[];
}

const adult = 'adult.json';
const minor = 'minor-with-delegation.json';
const record = 'responses/record.json';

/** By rule id. */
export const ruleExamples: Readonly<Record<string, RuleExample>> = {
  'delegation-only-for-minor': {
    base: adult,
    patch: [{ op: 'add', path: '/dataPrincipal/delegation', value: { required: true, type: 'PARENT' } }],
  },
  'retention-range': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/0/purposes/0/retention/duration', value: 6 }],
  },
  'same-purposes-in-every-language': {
    base: adult,
    patch: [{ op: 'remove', path: '/content/languages/1/purposes/2' }],
  },
  'delegation-complete': {
    base: minor,
    patch: [{ op: 'remove', path: '/dataPrincipal/delegation/type' }],
  },
  'minor-without-delegation': {
    base: minor,
    patch: [{ op: 'remove', path: '/dataPrincipal/delegation' }],
  },
  'default-language-present': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/defaultLanguage', value: 'mr' }],
  },
  'unique-language-codes': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/2/lang', value: 'HI' }],
  },
  'unique-purpose-ids': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/0/purposes/2/purposeId', value: 'account-opening' }],
  },
  'unique-category-ids': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/0/purposes/0/dataCategories/2/id', value: 'full-name' }],
  },
  'consistent-translations': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/2/purposes/1/retention/duration', value: 3 }],
  },
  'language-tag': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/2/lang', value: 'ta_IN' }],
  },
  'dp-hash-not-personal-data': {
    base: adult,
    patch: [{ op: 'replace', path: '/dataPrincipal/dpHash', value: 'meera@suvarnabank.example' }],
  },
  'url-scheme': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/company/privacyPolicyUrl', value: 'javascript:alert(document.cookie)' }],
  },
  'https-urls': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/company/logo', value: 'http://www.suvarnabank.example/assets/logo.svg' }],
  },
  'non-blank-text': {
    base: adult,
    patch: [{ op: 'replace', path: '/service/name', value: '   ' }],
  },
  'known-version': {
    base: adult,
    patch: [{ op: 'replace', path: '/version', value: '2' }],
  },
  'dpdp-language': {
    base: adult,
    patch: [{ op: 'replace', path: '/content/languages/2/lang', value: 'fr' }],
  },
  'record-redirect-url': {
    base: record,
    patch: [
      {
        op: 'replace',
        path: '/redirectUrl',
        value: 'https://consent.staging.example/consent?cr_id=cr_01JD8Z6Q4W9K3N7T5V2X8Y1B4N',
      },
    ],
  },
};
