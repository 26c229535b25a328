import { defineRule, noFindings, type Finding } from './utils/rule.js';
import { languagePointer, type ConsentRequestView } from './utils/payload-view.js';
import { noticeLanguageByCode, noticeLanguageSources } from './data/notice-languages.js';

/** The primary language subtag of a BCP 47 tag, lower case ("pa" of "pa-Guru-IN"). */
const primarySubtag = (tag: string): string => tag.split('-', 1)[0]!.toLowerCase();

export const dpdpLanguage = defineRule<ConsentRequestView>({
  id: 'dpdp-language',
  severity: 'error',
  description: 'Each lang is English or one of the 22 languages of the Eighth Schedule to the Constitution of India.',
  rationale:
    `${noticeLanguageSources.act} lets the Data Principal read the notice in English or any language of the Eighth Schedule to the Constitution; ` +
    'a notice in another language does not count towards that option. Offer the text in English or a Scheduled language (for example hi, ta, bn) ' +
    'and keep other languages as additional entries only if your counsel agrees. Part of the dpdp preset.',
  messages: {
    notScheduled:
      'lang "{lang}" is neither English nor a language of the Eighth Schedule; DPDP Act section 5(3) asks for English or a Scheduled language such as hi, bn or ta',
  },
  check({ languages }) {
    let findings: Finding[] | undefined;
    for (const language of languages) {
      // A lang that is not a string is the schema's finding; a malformed tag is language-tag's.
      if (typeof language.lang !== 'string' || language.lang === '') continue;
      if (noticeLanguageByCode.has(primarySubtag(language.lang))) continue;
      (findings ??= []).push({
        pointer: `${languagePointer(language)}/lang`,
        messageId: 'notScheduled',
        data: { lang: language.lang },
      });
    }
    return findings ?? noFindings;
  },
});
