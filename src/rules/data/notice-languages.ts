/**
 * The languages in which the DPDP Act lets a notice be offered: English, and the 22 languages of
 * the Eighth Schedule to the Constitution of India. Data, with its sources, so that a change of
 * the Schedule is a change of this table only.
 */

/** One language: its name and the ISO 639 codes (BCP 47 primary language subtags) that name it. */
export interface NoticeLanguage {
  readonly name: string;
  /** The first code is the preferred one; the others are the macrolanguage or individual code. */
  readonly codes: readonly string[];
}

/** Where each part of the table comes from. */
export const noticeLanguageSources = {
  act: 'Digital Personal Data Protection Act, 2023, section 5(3)',
  schedule:
    'Constitution of India, Eighth Schedule (Articles 344(1) and 351), as amended by the Constitution (Ninety-second Amendment) Act, 2003',
  codes: 'ISO 639-1 where it exists, else ISO 639-2/3 (IANA Language Subtag Registry)',
} as const;

/** English, which section 5(3) names beside the Schedule. */
export const english: NoticeLanguage = { name: 'English', codes: ['en'] };

/** The 22 languages of the Eighth Schedule, in the Schedule's order. */
export const eighthScheduleLanguages: readonly NoticeLanguage[] = [
  { name: 'Assamese', codes: ['as'] },
  { name: 'Bengali', codes: ['bn'] },
  { name: 'Bodo', codes: ['brx'] },
  { name: 'Dogri', codes: ['doi'] },
  { name: 'Gujarati', codes: ['gu'] },
  { name: 'Hindi', codes: ['hi'] },
  { name: 'Kannada', codes: ['kn'] },
  { name: 'Kashmiri', codes: ['ks'] },
  { name: 'Konkani', codes: ['kok', 'gom'] },
  { name: 'Maithili', codes: ['mai'] },
  { name: 'Malayalam', codes: ['ml'] },
  { name: 'Manipuri', codes: ['mni'] },
  { name: 'Marathi', codes: ['mr'] },
  { name: 'Nepali', codes: ['ne', 'npi'] },
  { name: 'Odia', codes: ['or', 'ory'] },
  { name: 'Punjabi', codes: ['pa'] },
  { name: 'Sanskrit', codes: ['sa'] },
  { name: 'Santali', codes: ['sat'] },
  { name: 'Sindhi', codes: ['sd'] },
  { name: 'Tamil', codes: ['ta'] },
  { name: 'Telugu', codes: ['te'] },
  { name: 'Urdu', codes: ['ur'] },
];

/** Primary language subtag (lower case) -> language, for English and the Schedule. */
export const noticeLanguageByCode: ReadonlyMap<string, NoticeLanguage> = new Map(
  [english, ...eighthScheduleLanguages].flatMap((language) => language.codes.map((code) => [code, language] as const)),
);
