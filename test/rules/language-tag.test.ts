import { languageTag } from '../../src/rules/language-tag.js';
import { testRule } from './test-rule.js';

testRule(languageTag, [
  { name: 'well-formed tags', payload: (p) => p, findings: [] },
  {
    name: 'region and script subtags are fine',
    payload: (p) => {
      p.content.languages[0].lang = 'en-IN';
      p.content.languages[1].lang = 'hi-Deva-IN';
      p.content.defaultLanguage = 'en-IN';
    },
    findings: [],
  },
  {
    name: 'an underscore',
    payload: (p) => void (p.content.languages[2].lang = 'ta_IN'),
    findings: [{ pointer: '/content/languages/2/lang', messageId: 'malformed', data: { tag: 'ta_IN' } }],
  },
  {
    name: 'a language name instead of a tag, as default',
    payload: (p) => void (p.content.defaultLanguage = 'English (India)'),
    findings: [{ pointer: '/content/defaultLanguage', messageId: 'malformed' }],
  },
]);
