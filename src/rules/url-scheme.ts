import { defineRule, noFindings, type Finding } from './utils/rule.js';
import { field, knownSchemaValid } from './utils/payload-view.js';
import { urlScheme } from '../schema/formats.js';
import type { ConsentRequestView } from './utils/payload-view.js';

/** Image types a `data:` logo may have: what every browser shows in an `<img>`. */
const dataImageTypes = ['png', 'jpeg', 'gif', 'webp'] as const;
const webLink = /^https?:/i;
const dataImage = new RegExp(`^data:image/(?:${dataImageTypes.join('|')})[;,]`, 'i');

/**
 * The notice's addresses (members of content.company) and what each may be. The schema says
 * the same with a `pattern` on each field; a test checks that the two agree.
 */
export const noticeAddressSchemes: Readonly<Record<string, { readonly dataImage: boolean }>> = {
  logo: { dataImage: true },
  privacyPolicyUrl: { dataImage: false },
  termsOfServiceUrl: { dataImage: false },
};

/** The same as a list, so that a check loops over an array rather than over an object's keys. */
const noticeAddresses = Object.entries(noticeAddressSchemes).map(([name, { dataImage }]) => ({ name, dataImage }));

const allowedText = (dataImageAllowed: boolean): string =>
  dataImageAllowed
    ? `https: (or http:), or a data:image/ address of type ${dataImageTypes.join(', ')}`
    : 'https: (or http:)';

export const urlSchemeRule = defineRule<ConsentRequestView>({
  id: 'url-scheme',
  severity: 'error',
  // The sandbox (and the schema's pattern) refuse these addresses; a configuration cannot allow them.
  enforcedByService: true,
  description:
    "The notice's addresses are https: or http: URLs; logo may also be a data:image/ (png, jpeg, gif, webp) address.",
  rationale:
    "The consent page turns these addresses into links and an image: a javascript:, vbscript:, file: or data:text/html address would run script or open local files in the Data Principal's browser. Only web pages (and embedded images for the logo) belong there.",
  messages: {
    noScheme: '{field} is not an absolute URL (it has no scheme); use {allowed}',
    scheme: '{field} uses {scheme}:, which is not allowed here; use {allowed}',
    dataType: '{field} is a data: address that is not a {types} image; use {allowed}',
  },
  // The schema's pattern (and, for text without a scheme, format) say the same less precisely.
  supersedes: ['schema/pattern', 'schema/format'],
  check(view) {
    // The schema's pattern on each address says the same (a test holds them equal).
    if (knownSchemaValid(view)) return noFindings;
    const company = field(field(view.root, 'content'), 'company');
    let findings: Finding[] | undefined;
    for (let i = 0; i < noticeAddresses.length; i++) {
      const { name, dataImage } = noticeAddresses[i]!;
      const value = field(company, name);
      if (typeof value !== 'string') continue;
      const finding = judge(name, value, dataImage);
      if (finding !== undefined) (findings ??= []).push(finding);
    }
    return findings ?? noFindings;
  },
});

/** The finding for one address, or undefined when its scheme is allowed. */
function judge(name: string, value: string, dataImageAllowed: boolean): Finding | undefined {
  // The common case settles without allocating anything.
  if (webLink.test(value)) return undefined;
  const scheme = urlScheme(value);
  const pointer = `/content/company/${name}`;
  const allowed = allowedText(dataImageAllowed);
  if (scheme === undefined) return { pointer, messageId: 'noScheme', data: { field: name, allowed } };
  if (scheme === 'data' && dataImageAllowed) {
    return dataImage.test(value)
      ? undefined
      : { pointer, messageId: 'dataType', data: { field: name, types: dataImageTypes.join(', '), allowed } };
  }
  return { pointer, messageId: 'scheme', data: { field: name, scheme, allowed } };
}
