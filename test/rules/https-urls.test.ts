import { httpsUrls } from '../../src/rules/https-urls.js';
import { testRule } from './test-rule.js';

testRule(httpsUrls, [
  { name: 'https everywhere', payload: (p) => p, findings: [] },
  { name: 'optional URLs absent', payload: (p) => {
      delete p.content.company.logo;
      delete p.content.company.termsOfServiceUrl;
    }, findings: [] },
  {
    name: 'plain http logo and policy',
    payload: (p) => {
      p.content.company.logo = 'http://cdn.example/logo.png';
      p.content.company.privacyPolicyUrl = 'http://example.com/privacy';
    },
    findings: [
      { pointer: '/content/company/logo', messageId: 'insecure', message: 'logo uses http: rather than https:; serve it over https' },
      { pointer: '/content/company/privacyPolicyUrl', messageId: 'insecure' },
    ],
  },
  { name: 'ftp terms', payload: (p) => void (p.content.company.termsOfServiceUrl = 'ftp://example.com/terms.txt'), findings: [{ pointer: '/content/company/termsOfServiceUrl', messageId: 'insecure', data: { scheme: 'ftp' } }] },
  { name: 'not a URL at all is the schema\'s finding', payload: (p) => void (p.content.company.logo = 'logo.png'), findings: [] },
]);
