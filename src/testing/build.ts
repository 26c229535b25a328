/** buildConsentRequest: a valid payload to start a test from, with the parts a test cares about changed. */
import { randomUUID } from 'node:crypto';
import type { ConsentRequest } from '../../generated/types.js';

/** Overrides of a payload: nested objects merge, arrays and other values replace, undefined removes. */
export type ConsentRequestOverrides = DeepPartial<ConsentRequest> & Record<string, unknown>;

/** Every member optional, at every depth of objects (arrays are replaced whole). */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | undefined }
    : T;

/** An adult in English and Hindi, one purpose with two categories: valid under `strict`, no warning. */
function base(): ConsentRequest {
  const categories = (
    name: string,
    contact: string,
  ): ConsentRequest['content']['languages'][number]['purposes'][number]['dataCategories'] => [
    { id: 'name', label: name, required: true },
    { id: 'contact', label: contact },
  ];
  return {
    version: '1',
    requestId: randomUUID(),
    fiduciary: { fidId: 'FID-EXAMPLE-001' },
    dataPrincipal: { dpHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', subjectType: 'ADULT' },
    service: { id: 'example-service', name: 'Example Service' },
    content: {
      defaultLanguage: 'en',
      languages: [
        {
          lang: 'en',
          label: 'English',
          purposes: [
            {
              purposeId: 'account',
              purposeText: 'Account',
              description: 'To open and run your account.',
              dataCategories: categories('Name', 'Contact details'),
              retention: { duration: 6, unit: 'month' },
            },
          ],
        },
        {
          lang: 'hi',
          label: 'हिन्दी',
          purposes: [
            {
              purposeId: 'account',
              purposeText: 'खाता',
              description: 'आपका खाता खोलने और चलाने के लिए।',
              dataCategories: categories('नाम', 'संपर्क विवरण'),
              retention: { duration: 6, unit: 'month' },
            },
          ],
        },
      ],
      company: {
        companyName: 'Example Pvt. Ltd.',
        privacyPolicyUrl: 'https://example.in/privacy',
        contactEmail: 'privacy@example.in',
        grievanceOfficer: { name: 'Grievance Officer', email: 'grievance@example.in' },
      },
    },
    supersedesPrevious: true,
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete target[key];
    else if (isPlainObject(value) && isPlainObject(target[key])) merge(target[key], value);
    // defineProperty, so that a key such as "__proto__" becomes a member, as JSON.parse would make it.
    else
      Object.defineProperty(target, key, {
        value: structuredClone(value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return target;
}

/**
 * A valid Consent Request payload (a fresh requestId each call) with `overrides` applied: nested
 * objects merge, arrays and other values replace, `undefined` removes a member. The result is
 * valid unless the overrides break it, which is how a test builds an invalid payload on purpose.
 */
export function buildConsentRequest(overrides: ConsentRequestOverrides = {}): ConsentRequest {
  return merge(base() as unknown as Record<string, unknown>, overrides) as unknown as ConsentRequest;
}
