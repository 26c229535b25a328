/**
 * fast-check arbitraries for Consent Request payloads that break no schema constraint and no
 * rule, not even a warning: 1..4 languages sharing purposeIds (each listing purposes and
 * categories in its own order), durations in range for their unit, unicode text, language tags
 * with script, region and variant subtags, optional fields present or absent, ADULT, MINOR or
 * absent subjectType.
 */
import fc from 'fast-check';
import type { ConsentRequest, DataCategory, DataPrincipal, Retention } from '../../generated/types.js';
import { consentRequestSchema } from '../../generated/schemas.js';
import { maxConsentRequestBytes } from '../../generated/validators.js';
import { payloadSizeDiagnostic } from '../validate/payload-text.js';

/**
 * The shortest maxLength of the free-text fields filled from {@link text} (a language's label):
 * a grapheme may take several code points, so 40 of them could pass it.
 */
export const maxTextLength = 64;

/** Any unicode text that is not blank, of at most {@link maxTextLength} code points. */
export const text: fc.Arbitrary<string> = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((s) => s.trim() !== '' && [...s].length <= maxTextLength);

/** A machine-readable id: lower-case letters, digits and hyphens. */
export const identifier: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);

const tags = [
  'en',
  'hi',
  'ta',
  'bn',
  'te',
  'mr',
  'gu',
  'kn',
  'ml',
  'pa',
  'or',
  'as',
  'ur',
  'en-IN',
  'sa',
  'ks-Arab',
  'sr-Latn-RS',
  'zh-Hant',
  'es-419',
  'de-CH-1901',
  'hi-Latn',
  'ta-IN',
  'EN-gb',
];
/** Distinct well-formed BCP 47 tags (distinct ignoring case), between min and max of them. */
export function languageTags(min = 1, max = 4): fc.Arbitrary<string[]> {
  return fc.uniqueArray(fc.constantFrom(...tags), { minLength: min, maxLength: max, selector: (t) => t.toLowerCase() });
}

/** A retention in range for its unit. */
export const retention: fc.Arbitrary<Retention> = fc.oneof(
  fc.record({ duration: fc.integer({ min: 1, max: 11 }), unit: fc.constant('month' as const) }),
  fc.record({ duration: fc.integer({ min: 1, max: 5 }), unit: fc.constant('year' as const) }),
);

const categorySkeleton = fc.record({ id: identifier, required: fc.boolean() }, { requiredKeys: ['id'] });

const purposeSkeleton = fc.record({
  purposeId: identifier,
  retention,
  categories: fc.uniqueArray(categorySkeleton, { minLength: 1, maxLength: 4, selector: (c) => c.id }),
});

/** A dpHash that looks like a hash: 64 hex digits or a prefixed base64url digest. */
export const dpHash: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.stringMatching(/^sha256:[A-Za-z0-9_-]{43}$/),
);

// Built by hand rather than with fc.webUrl, whose construction takes seconds (it tabulates
// unicode for percent-encoding) and would slow every conformance run and import of this module.
// A label starting "xn--" is an IDNA A-label and must be valid Punycode, which a random one seldom
// is (`https://xn--0.a.in/` is no URL: the URL parser refuses its host), so none is drawn.
const hostLabel = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
  .filter((label) => !label.startsWith('xn--'));
const pathSegment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
  fc.constantFrom('गोपनीयता', 'நிபந்தனைகள்', 'privacy-policy'),
);
const httpsUrl: fc.Arbitrary<string> = fc
  .record({
    host: fc.array(hostLabel, { minLength: 1, maxLength: 3 }),
    tld: fc.constantFrom('in', 'com', 'org', 'example'),
    path: fc.array(pathSegment, { maxLength: 3 }),
    query: fc.option(fc.stringMatching(/^[a-z]{1,8}=[a-z0-9]{0,8}$/), { nil: undefined }),
  })
  .map(
    ({ host, tld, path, query }) =>
      `https://${[...host, tld].join('.')}/${path.join('/')}${query === undefined ? '' : `?${query}`}`,
  );

const adult: fc.Arbitrary<DataPrincipal> = fc.oneof(
  fc.record({ dpHash }),
  fc.record({ dpHash, subjectType: fc.constant('ADULT' as const) }),
);
const minor: fc.Arbitrary<DataPrincipal> = fc.record({
  dpHash,
  subjectType: fc.constant('MINOR' as const),
  delegation: fc.record({ required: fc.boolean(), type: fc.constant('PARENT' as const) }),
});
const principals = { ADULT: adult, MINOR: minor, any: fc.oneof(adult, minor) } as const;

const company = fc.record(
  {
    companyName: text,
    logo: httpsUrl,
    privacyPolicyUrl: httpsUrl,
    termsOfServiceUrl: httpsUrl,
    contactEmail: fc.emailAddress(),
    grievanceOfficer: fc.record({ name: text, email: fc.emailAddress() }),
  },
  { requiredKeys: ['companyName', 'privacyPolicyUrl', 'contactEmail', 'grievanceOfficer'] },
);

// biome-ignore lint/suspicious/noExplicitAny: the frozen schema, read by its known shape
const maxPurposes: number = (consentRequestSchema as any).properties.content.properties.languages.items.properties
  .purposes.maxItems;

/** Texts (and shuffle seeds) generated per payload, used in turn by the labels and descriptions. */
const textPool = 12;

/** A count, or a range of counts. */
export type Count = number | { readonly min?: number; readonly max?: number };

/** What {@link consentRequestArbitrary} generates. */
export interface ConsentRequestArbitraryOptions {
  /** ADULT (subjectType ADULT or absent), MINOR (with complete delegation) or any (the default). */
  readonly subjectType?: 'ADULT' | 'MINOR' | 'any';
  /** How many language entries (1 to 23; default 1 to 4). */
  readonly languages?: Count;
  /** How many purposes each language lists (1 to the schema's maxItems, 32; default 1 to 4). */
  readonly purposes?: Count;
}

function range(
  count: Count | undefined,
  fallback: { min: number; max: number },
  limit: number,
): { min: number; max: number } {
  const { min = fallback.min, max = Math.max(min, fallback.max) } =
    typeof count === 'number' ? { min: count, max: count } : (count ?? {});
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min || max > limit) {
    throw new RangeError(
      `a count must be whole, at least 1 and at most ${limit}, with min <= max; got ${JSON.stringify(count)}`,
    );
  }
  return { min, max };
}

/**
 * Consent Request payloads that pass `validateConsentRequest` with `strict: true`: no error and
 * no warning. Throws RangeError for counts out of range.
 */
export function consentRequestArbitrary(options: ConsentRequestArbitraryOptions = {}): fc.Arbitrary<ConsentRequest> {
  const langs = range(options.languages, { min: 1, max: 4 }, tags.length);
  const purposes = range(options.purposes, { min: 1, max: 4 }, maxPurposes);
  return (
    fc
      .record({
        langs: languageTags(langs.min, langs.max),
        purposes: fc.uniqueArray(purposeSkeleton, {
          minLength: purposes.min,
          maxLength: purposes.max,
          selector: (p) => p.purposeId,
        }),
        defaultIndex: fc.nat(),
        requestId: fc.uuid(),
        fidId: identifier,
        dataPrincipal: principals[options.subjectType ?? 'any'],
        service: fc.record({ id: identifier, name: text }),
        company,
        supersedesPrevious: fc.boolean(),
        // Fixed-length pools read in turn rather than infinite streams: the map stays a pure function
        // of plain values, so every replay of a seed and every shrink rebuilds the same payload.
        texts: fc.array(text, { minLength: textPool, maxLength: textPool }),
        orders: fc.array(fc.nat(), { minLength: textPool, maxLength: textPool }),
      })
      .map(
        ({
          langs,
          purposes,
          defaultIndex,
          requestId,
          fidId,
          dataPrincipal,
          service,
          company,
          supersedesPrevious,
          texts,
          orders,
        }) => {
          let t = 0;
          let o = 0;
          const next = (): string => texts[t++ % textPool] as string;
          // Each language may list the same purposes and categories in another order (Fisher-Yates).
          const shuffled = <T>(items: readonly T[]): T[] => {
            const copy = [...items];
            for (let i = copy.length - 1; i > 0; i--) {
              const j = (orders[o++ % textPool] as number) % (i + 1);
              [copy[i], copy[j]] = [copy[j]!, copy[i]!];
            }
            return copy;
          };
          return {
            version: '1',
            requestId,
            fiduciary: { fidId },
            // Copies: fast-check may hand the same generated objects to several maps.
            dataPrincipal: structuredClone(dataPrincipal),
            service: { ...service },
            content: {
              defaultLanguage: langs[defaultIndex % langs.length]!,
              languages: langs.map((lang) => ({
                lang,
                label: next(),
                purposes: shuffled(purposes).map((p) => ({
                  purposeId: p.purposeId,
                  purposeText: next(),
                  description: next(),
                  dataCategories: shuffled(p.categories).map((c): DataCategory => ({ ...c, label: next() })),
                  retention: { ...p.retention },
                })),
              })),
              company: structuredClone(company),
            },
            supersedesPrevious,
          };
        },
      )
      // Every text is within its maxLength, but at the largest counts (23 languages of 32 purposes)
      // long texts in four-byte characters could pass the body limit together: such rare payloads
      // are left out, so every payload generated is one the service takes.
      .filter((payload) => payloadSizeDiagnostic(payload, maxConsentRequestBytes) === undefined)
  );
}

/** Any valid payload: {@link consentRequestArbitrary} with its defaults. */
export const consentRequest: fc.Arbitrary<ConsentRequest> = consentRequestArbitrary();
