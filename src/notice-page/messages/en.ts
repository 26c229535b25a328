/** The page's words in English: the complete catalogue, and the fallback of the others. */
import type { PageMessages } from './catalogue.js';

/** English. */
export const en: PageMessages = {
  grant: 'Grant',
  revoke: 'Revoke',
  mandatory: 'Mandatory',
  retention: 'Retention',
  dataCategories: 'Data categories',
  languages: 'Language',
  status: 'Status',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
  contact: 'Contact',
  grievanceOfficer: 'Grievance officer',
  logoAlt: '{company} logo',
  logoNotLoaded: 'Logo: {address} (not loaded: this page loads nothing from other hosts)',
  yourRights: 'Your rights',
  withdraw:
    'You can withdraw your consent at any time, as easily as you gave it: open this page again and choose {revoke}. ' +
    'Withdrawing does not affect processing done before it.',
  grievance:
    'To seek redress of a grievance about how your personal data is processed, ' +
    'contact the grievance officer, {officer}. ' +
    'You can also use this contact to exercise your rights to access, correct and erase your data.',
  board:
    'If your grievance is not resolved, you may complain to the Data Protection Board of India under the Digital ' +
    'Personal Data Protection Act, 2023.',
  awaitingParentTitle: 'Awaiting a verified parent',
  awaitingParentText: 'This consent request concerns a minor. It can be viewed and answered only by a verified parent.',
  verifyParent: 'Verify as parent (sandbox only)',
  parentVerified: 'Parent verified (sandbox). You are answering on behalf of the minor.',
  sandboxBanner: 'consent-contract sandbox: a local stand-in for the consent manager. Nothing here is a real consent.',
  previewBanner:
    'consent-contract preview: how the consent manager shows this notice. The buttons here record nothing.',
  consentRequest: 'Consent request {crId}',
};
