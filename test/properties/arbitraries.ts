/**
 * fast-check arbitraries for Consent Request payloads that break no schema constraint and no
 * rule, not even a warning: 1..4 languages sharing purposeIds (each listing purposes and
 * categories in its own order), durations in range for their unit, unicode text, language tags
 * with script, region and variant subtags, optional fields present or absent, ADULT, MINOR or
 * absent subjectType.
 */
import fc from 'fast-check';
import type { ConsentRequest, DataCategory, Retention } from '../../src/index.js';

/** Any unicode text that is not blank. */
export const text = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((s) => s.trim() !== '');

export const identifier = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);

const tags = [
  'en', 'hi', 'ta', 'bn', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'or', 'as', 'ur', 'en-IN', 'sa', 'ks-Arab',
  'sr-Latn-RS', 'zh-Hant', 'es-419', 'de-CH-1901', 'hi-Latn', 'ta-IN', 'EN-gb',
];
export const languageTags = fc.uniqueArray(fc.constantFrom(...tags), {
  minLength: 1,
  maxLength: 4,
  selector: (t) => t.toLowerCase(),
});

export const retention: fc.Arbitrary<Retention> = fc.oneof(
  fc.record({ duration: fc.integer({ min: 1, max: 11 }), unit: fc.constant('month' as const) }),
  fc.record({ duration: fc.integer({ min: 1, max: 5 }), unit: fc.constant('year' as const) }),
);

const categorySkeleton = fc.record(
  { id: identifier, required: fc.boolean() },
  { requiredKeys: ['id'] },
);

const purposeSkeleton = fc.record({
  purposeId: identifier,
  retention,
  categories: fc.uniqueArray(categorySkeleton, { minLength: 1, maxLength: 4, selector: (c) => c.id }),
});

export const dpHash = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.stringMatching(/^sha256:[A-Za-z0-9_-]{43}$/),
);

const httpsUrl = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true });

const dataPrincipal = fc.oneof(
  fc.record({ dpHash }),
  fc.record({ dpHash, subjectType: fc.constant('ADULT' as const) }),
  fc.record({
    dpHash,
    subjectType: fc.constant('MINOR' as const),
    delegation: fc.record({ required: fc.boolean(), type: fc.constant('PARENT' as const) }),
  }),
);

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

export const consentRequest: fc.Arbitrary<ConsentRequest> = fc
  .record({
    langs: languageTags,
    purposes: fc.uniqueArray(purposeSkeleton, { minLength: 1, maxLength: 4, selector: (p) => p.purposeId }),
    defaultIndex: fc.nat(),
    requestId: fc.uuid(),
    fidId: identifier,
    dataPrincipal,
    service: fc.record({ id: identifier, name: text }),
    company,
    supersedesPrevious: fc.boolean(),
    texts: fc.infiniteStream(text),
    orders: fc.infiniteStream(fc.nat()),
  })
  .map(({ langs, purposes, defaultIndex, requestId, fidId, dataPrincipal, service, company, supersedesPrevious, texts, orders }) => {
    const next = (): string => texts.next().value as string;
    // Each language may list the same purposes and categories in another order (Fisher-Yates).
    const shuffled = <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = (orders.next().value as number) % (i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    };
    return {
      version: '1',
      requestId,
      fiduciary: { fidId },
      dataPrincipal,
      service,
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
        company,
      },
      supersedesPrevious,
    };
  });
