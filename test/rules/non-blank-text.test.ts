import { nonBlankText } from '../../src/rules/non-blank-text.js';
import { testRule } from './test-rule.js';

testRule(nonBlankText, [
  { name: 'text everywhere', payload: (p) => p, findings: [] },
  {
    name: 'empty and blank fields at any depth',
    payload: (p) => {
      p.requestId = '';
      p.content.languages[1].purposes[2].dataCategories[0].label = ' \t\u00a0';
      p.content.company.grievanceOfficer.name = '\n';
    },
    findings: [
      { pointer: '/requestId', messageId: 'empty', message: 'requestId is empty; give it a value' },
      { pointer: '/content/languages/1/purposes/2/dataCategories/0/label', messageId: 'blank' },
      { pointer: '/content/company/grievanceOfficer/name', messageId: 'blank' },
    ],
  },
  { name: "an empty version is the schema's finding (minLength)", payload: (p) => void (p.version = ''), findings: [] },
  {
    name: "enum and format fields are the schema's",
    payload: (p) => {
      p.content.company.contactEmail = ' ';
      p.dataPrincipal.subjectType = ' ';
    },
    findings: [],
  },
]);
