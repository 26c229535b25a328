/**
 * The classification of notice changes, as data: every kind of change the diff reports, the impact
 * it has on consent already given, why, and its inverse (what the same edit is when OLD and NEW swap
 * roles). The diff (diff.ts) only decides which kind a change is; the field reference is generated
 * from this table, so the documentation and the behaviour cannot drift apart.
 */

/**
 * `reconsent`: consent given to OLD does not cover NEW; ask everyone again.
 * `notice`: what the page says changed, not what is consented to; show NEW from now on.
 * `narrowing`: NEW asks for less than OLD; consent given to OLD covers it.
 */
export type Impact = 'reconsent' | 'notice' | 'narrowing';

/** The impacts, from the most to the least demanding. */
export const impacts: readonly Impact[] = ['reconsent', 'notice', 'narrowing'];

/** One kind of change. */
export interface ChangeKind {
  readonly impact: Impact;
  /** What changed, in one sentence (docs). */
  readonly description: string;
  /** Why it has this impact (docs). */
  readonly why: string;
  /** The message, with {placeholders} filled from the change's params. */
  readonly message: string;
  /** The kind the same edit is when OLD and NEW swap roles. */
  readonly inverse: ChangeCode;
}

const kinds = {
  'purpose-added': {
    impact: 'reconsent',
    description: 'A language entry lists a purposeId it did not list before.',
    why: 'Consent under the DPDP Act is given for specified purposes; nobody has agreed to this one.',
    message: 'purpose "{purposeId}" added in "{lang}"',
    inverse: 'purpose-removed',
  },
  'purpose-removed': {
    impact: 'narrowing',
    description: 'A language entry no longer lists a purposeId.',
    why: 'Less processing than was agreed to; stop the processing for that purpose.',
    message: 'purpose "{purposeId}" removed in "{lang}"',
    inverse: 'purpose-added',
  },
  'purpose-meaning-changed': {
    impact: 'reconsent',
    description:
      "A purpose's purposeText or description changed in the notice's default language (of OLD or NEW), " +
      'beyond case, punctuation and white space.',
    why:
      'The default language is the original that translations follow; a new wording there is a new statement ' +
      'of the purpose, and a tool cannot tell that its meaning stayed the same.',
    message: '{field} of purpose "{purposeId}" changed in "{lang}", the default language',
    inverse: 'purpose-meaning-changed',
  },
  'purpose-wording-changed': {
    impact: 'notice',
    description:
      "A purpose's purposeText or description changed in a language other than the default, or only in case, " +
      'punctuation or white space.',
    why: 'A translation follows the default language, and a changed comma or capital states the same purpose.',
    message: '{field} of purpose "{purposeId}" reworded in "{lang}"',
    inverse: 'purpose-wording-changed',
  },
  'category-added': {
    impact: 'reconsent',
    description: 'A purpose lists a data category id it did not list before.',
    why: 'Consent covers an itemised description of personal data; this item was not in it.',
    message: 'data category "{categoryId}" added to purpose "{purposeId}" in "{lang}"',
    inverse: 'category-removed',
  },
  'category-removed': {
    impact: 'narrowing',
    description: 'A purpose no longer lists a data category id.',
    why: 'Less personal data than was agreed to.',
    message: 'data category "{categoryId}" removed from purpose "{purposeId}" in "{lang}"',
    inverse: 'category-added',
  },
  'category-required': {
    impact: 'reconsent',
    description: 'A data category turned required (mandatory) from optional.',
    why: 'People who left it switched off did not agree to it; it can no longer be declined.',
    message: 'data category "{categoryId}" of purpose "{purposeId}" is now required in "{lang}"',
    inverse: 'category-optional',
  },
  'category-optional': {
    impact: 'narrowing',
    description: 'A required data category turned optional.',
    why: 'Consent already given covers it; people may now switch it off.',
    message: 'data category "{categoryId}" of purpose "{purposeId}" is now optional in "{lang}"',
    inverse: 'category-required',
  },
  'category-label-changed': {
    impact: 'notice',
    description: "A data category's label changed (same id).",
    why: 'The id names the data; the label is its wording. Give a category that means other data a new id.',
    message: 'label of data category "{categoryId}" of purpose "{purposeId}" changed in "{lang}"',
    inverse: 'category-label-changed',
  },
  'retention-lengthened': {
    impact: 'reconsent',
    description: 'A purpose keeps data longer, compared across units (1 year is 12 months).',
    why: 'Consent was given for the shorter period.',
    message: 'retention of purpose "{purposeId}" lengthened from {oldRetention} to {newRetention} in "{lang}"',
    inverse: 'retention-shortened',
  },
  'retention-shortened': {
    impact: 'narrowing',
    description: 'A purpose keeps data for a shorter time.',
    why: 'Less than was agreed to.',
    message: 'retention of purpose "{purposeId}" shortened from {oldRetention} to {newRetention} in "{lang}"',
    inverse: 'retention-lengthened',
  },
  'retention-restated': {
    impact: 'notice',
    description: 'A retention of the same length written in another unit.',
    why: 'The same period, worded differently.',
    message: 'retention of purpose "{purposeId}" restated from {oldRetention} to {newRetention} in "{lang}"',
    inverse: 'retention-restated',
  },
  'language-added': {
    impact: 'notice',
    description: 'A language entry was added.',
    why: 'The same notice, readable in one more language.',
    message: 'language "{lang}" added',
    inverse: 'language-removed',
  },
  'language-removed': {
    impact: 'notice',
    description: 'A language entry was removed.',
    why: 'Consent given in that language stays valid; the notice is no longer offered in it.',
    message: 'language "{lang}" removed',
    inverse: 'language-added',
  },
  'language-label-changed': {
    impact: 'notice',
    description: "A language entry's label changed.",
    why: 'Wording of the language switcher.',
    message: 'label of language "{lang}" changed',
    inverse: 'language-label-changed',
  },
  'default-language-changed': {
    impact: 'notice',
    description: 'content.defaultLanguage changed.',
    why: 'Which language is shown first, not what is consented to.',
    message: 'default language changed from "{oldValue}" to "{newValue}"',
    inverse: 'default-language-changed',
  },
  'company-changed': {
    impact: 'notice',
    description: "The company's name, logo or contact e-mail changed.",
    why: 'Company details of the notice; the Data Fiduciary itself is fiduciary.fidId.',
    message: 'company {field} changed',
    inverse: 'company-changed',
  },
  'link-changed': {
    impact: 'notice',
    description: 'The privacy policy or terms of service address changed, was added or removed.',
    why: 'Links of the notice; a changed policy text is judged where it is written, not here.',
    message: 'company {field} changed',
    inverse: 'link-changed',
  },
  'grievance-officer-changed': {
    impact: 'notice',
    description: "The grievance officer's name or e-mail changed.",
    why: 'Whom to turn to, not what is consented to.',
    message: 'grievance officer {field} changed',
    inverse: 'grievance-officer-changed',
  },
  'service-name-changed': {
    impact: 'notice',
    description: 'service.name changed (same service.id).',
    why: 'The id names the service; the name is its wording.',
    message: 'service name changed',
    inverse: 'service-name-changed',
  },
  'service-changed': {
    impact: 'reconsent',
    description: 'service.id changed.',
    why: 'Consent was given for another service.',
    message: 'service id changed from "{oldValue}" to "{newValue}"',
    inverse: 'service-changed',
  },
  'fiduciary-changed': {
    impact: 'reconsent',
    description: 'fiduciary.fidId changed.',
    why: 'Consent was given to another Data Fiduciary.',
    message: 'fiduciary id changed from "{oldValue}" to "{newValue}"',
    inverse: 'fiduciary-changed',
  },
  'value-changed': {
    impact: 'reconsent',
    description: 'A value of the wrong type (an invalid payload) changed, so the change cannot be classified.',
    why: 'When the tool cannot tell, it errs on the side of asking again; fix the payload first.',
    message: '{field} changed and cannot be classified (a value of an unexpected type)',
    inverse: 'value-changed',
  },
} as const satisfies Record<string, Omit<ChangeKind, 'inverse'> & { readonly inverse: string }>;

/** The code of a kind of change. */
export type ChangeCode = keyof typeof kinds;

/** Every kind of change, by code, in the order the reference lists them. */
export const changeKinds: Readonly<Record<ChangeCode, ChangeKind>> = kinds;

/** The codes, in table order. */
export const changeCodes = Object.keys(kinds) as ChangeCode[];
