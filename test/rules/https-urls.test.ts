import { httpsUrls } from '../../src/rules/https-urls.js';
import { testRule } from './test-rule.js';

testRule(httpsUrls, [
  { name: 'https everywhere', payload: (p) => p, findings: [] },
  {
    name: 'optional URLs absent',
    payload: (p) => {
      delete p.content.company.logo;
      delete p.content.company.termsOfServiceUrl;
    },
    findings: [],
  },
  {
    name: 'plain http logo and policy',
    payload: (p) => {
      p.content.company.logo = 'http://cdn.example/logo.png';
      p.content.company.privacyPolicyUrl = 'http://example.com/privacy';
    },
    findings: [
      {
        pointer: '/content/company/logo',
        messageId: 'insecure',
        message: 'logo uses http: rather than https:; serve it over https',
      },
      { pointer: '/content/company/privacyPolicyUrl', messageId: 'insecure' },
    ],
  },
  {
    name: "ftp terms are url-scheme's finding (an error), not this warning's",
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'ftp://example.com/terms.txt'),
    findings: [],
  },
  {
    name: 'a data:image logo travels with the payload: nothing to secure',
    payload: (p) => void (p.content.company.logo = 'data:image/png;base64,iVBORw0KGgo='),
    findings: [],
  },
  {
    name: 'HTTP in capitals is still plain http',
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'HTTP://example.com/terms'),
    findings: [{ pointer: '/content/company/termsOfServiceUrl', messageId: 'insecure' }],
  },
  {
    name: "an unparseable http address is the schema's finding",
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'http://'),
    findings: [],
  },
  {
    name: "not a URL at all is the schema's finding",
    payload: (p) => void (p.content.company.logo = 'logo.png'),
    findings: [],
  },
]);
