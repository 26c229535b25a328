/**
 * Mutation operators: each breaks a valid payload in one way and names the diagnostic that must
 * follow (code and pointer). `seed` picks among the places the operator can apply to; an
 * operator returns undefined where the payload offers it no place. Operators change the payload
 * they are given: pass a copy (`structuredClone`) to keep the original.
 */
import { consentRequestSchema } from '../../generated/schemas.js';
import { escapeToken } from '../json-pointer.js';
import type { Severity } from '../diagnostic.js';

// Free-form JSON: the operators walk and change payloads by the schema, not by their type.
// biome-ignore lint/suspicious/noExplicitAny: free-form JSON, walked by the schema
type Json = any;

/** A broken payload and the diagnostic `validateConsentRequest` must report for it. */
export interface Mutated {
  readonly payload: Json;
  readonly code: string;
  readonly pointer: string;
}

/** One way of breaking a payload. */
export interface Mutation {
  readonly name: string;
  /** The severity of the diagnostic it causes: `error` payloads are rejected by the service. */
  readonly severity: Severity;
  readonly apply: (payload: Json, seed: number) => Mutated | undefined;
}

const schema: Json = consentRequestSchema;

/** A place in the payload, with the schema that governs it. */
interface Place {
  readonly pointer: string;
  readonly parent: Json;
  readonly key: string | number;
  readonly schema: Json;
  readonly required: boolean;
}

/** Every value present in the payload that the schema describes, with its parent. */
function places(payload: Json): Place[] {
  const out: Place[] = [];
  const walk = (value: Json, s: Json, pointer: string): void => {
    if (s.type === 'object' && value && typeof value === 'object') {
      for (const [key, child] of Object.entries<Json>(s.properties ?? {})) {
        if (!Object.hasOwn(value, key)) continue;
        const p = `${pointer}/${key}`;
        out.push({ pointer: p, parent: value, key, schema: child, required: (s.required ?? []).includes(key) });
        walk(value[key], child, p);
      }
    } else if (s.type === 'array' && Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, s.items, `${pointer}/${i}`);
    }
  };
  walk(payload, schema, '');
  return out;
}

const pick = <T>(items: readonly T[], seed: number): T | undefined =>
  items.length ? items[seed % items.length] : undefined;

/** Index of the language entry other entries are compared with (defaultLanguage's). */
function referenceIndex(payload: Json): number {
  const i = payload.content.languages.findIndex(
    (l: Json) => l.lang.toLowerCase() === payload.content.defaultLanguage.toLowerCase(),
  );
  return Math.max(i, 0);
}

function otherLanguage(payload: Json, seed: number): number | undefined {
  const ref = referenceIndex(payload);
  return pick(
    [...payload.content.languages.keys()].filter((i) => i !== ref),
    seed,
  );
}

/** Every operator; together they trigger every rule of the payload and the main schema keywords. */
export const mutations: readonly Mutation[] = [
  {
    name: 'drop a required field',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter((p) => p.required),
        seed,
      );
      if (!place) return undefined;
      delete place.parent[place.key];
      return { payload, code: 'schema/required', pointer: place.pointer };
    },
  },
  {
    name: 'add an unknown attribute',
    severity: 'error',
    apply(payload, seed) {
      const objects = [
        { pointer: '', value: payload },
        ...places(payload)
          .filter((p) => p.schema.type === 'object')
          .map((p) => ({ pointer: p.pointer, value: p.parent[p.key] })),
      ];
      const target = pick(objects, seed)!;
      const key = pick(['extra', '__proto__', 'constructor', 'a/b~c', 'ग्राहक'], seed >> 3)!;
      Object.defineProperty(target.value, key, { value: 1, enumerable: true, writable: true, configurable: true });
      return { payload, code: 'schema/additionalProperties', pointer: `${target.pointer}/${escapeToken(key)}` };
    },
  },
  {
    name: 'set a null',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(places(payload), seed)!;
      place.parent[place.key] = null;
      return { payload, code: 'schema/type', pointer: place.pointer };
    },
  },
  {
    name: 'give a string field a number',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter((p) => p.schema.type === 'string'),
        seed,
      )!;
      place.parent[place.key] = 42;
      return { payload, code: 'schema/type', pointer: place.pointer };
    },
  },
  {
    name: 'break an enum',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter((p) => p.schema.enum),
        seed,
      )!;
      place.parent[place.key] = `NOT-${place.parent[place.key]}`;
      return { payload, code: 'schema/enum', pointer: place.pointer };
    },
  },
  {
    name: 'empty a list that needs an item',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter((p) => p.schema.minItems),
        seed,
      )!;
      place.parent[place.key] = [];
      return { payload, code: 'schema/minItems', pointer: place.pointer };
    },
  },
  {
    name: 'lengthen a text past its maxLength',
    severity: 'error',
    apply(payload, seed) {
      // A field with a format or pattern would break those too: plain text breaks maxLength alone.
      const place = pick(
        places(payload).filter((p) => p.schema.maxLength !== undefined && !p.schema.format && !p.schema.pattern),
        seed,
      )!;
      const value = String(place.parent[place.key]);
      place.parent[place.key] = value + 'x'.repeat(Math.max(1, place.schema.maxLength + 1 - [...value].length));
      return { payload, code: 'schema/maxLength', pointer: place.pointer };
    },
  },
  {
    name: 'list more items than maxItems allows',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter((p) => p.schema.maxItems !== undefined),
        seed,
      )!;
      const list: Json[] = place.parent[place.key];
      const count = list.length;
      for (let i = count; i <= place.schema.maxItems; i++) list.push(structuredClone(list[i % count]));
      return { payload, code: 'schema/maxItems', pointer: place.pointer };
    },
  },
  {
    name: 'put a malformed e-mail address',
    severity: 'error',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter((p) => p.schema.format === 'email'),
        seed,
      )!;
      place.parent[place.key] = pick(
        ['grievance at example.com', 'a@b', 'संपर्क@डाटामेल.भारत', `${'x'.repeat(65)}@example.in`, 'a..b@example.in'],
        seed >> 3,
      );
      return { payload, code: 'schema/format', pointer: place.pointer };
    },
  },
  {
    name: 'put retention out of range for its unit',
    severity: 'error',
    apply(payload, seed) {
      const language = pick(payload.content.languages, seed) as Json;
      const purpose = pick(language.purposes, seed >> 4) as Json;
      const outside = purpose.retention.unit === 'year' ? [0, 6, 7, 11, 12, 99] : [0, 12, 13, 24, 120];
      purpose.retention.duration = pick(outside, seed >> 8);
      const l = payload.content.languages.indexOf(language);
      const p = language.purposes.indexOf(purpose);
      return { payload, code: 'retention-range', pointer: `/content/languages/${l}/purposes/${p}/retention/duration` };
    },
  },
  {
    name: 'drop a purpose in one language',
    severity: 'error',
    apply(payload, seed) {
      const l = otherLanguage(payload, seed);
      if (l === undefined || payload.content.languages[l].purposes.length < 2) return undefined;
      payload.content.languages[l].purposes.splice(seed % payload.content.languages[l].purposes.length, 1);
      return { payload, code: 'same-purposes-in-every-language', pointer: `/content/languages/${l}` };
    },
  },
  {
    name: 'rename a purposeId in one language',
    severity: 'error',
    apply(payload, seed) {
      const l = otherLanguage(payload, seed);
      if (l === undefined) return undefined;
      const purpose = pick(payload.content.languages[l].purposes, seed >> 4) as Json;
      purpose.purposeId = `${purpose.purposeId}-renamed`;
      return { payload, code: 'same-purposes-in-every-language', pointer: `/content/languages/${l}` };
    },
  },
  {
    name: 'add delegation to an adult',
    severity: 'error',
    apply(payload, seed) {
      if (seed % 2) payload.dataPrincipal.subjectType = 'ADULT';
      else delete payload.dataPrincipal.subjectType;
      payload.dataPrincipal.delegation = { required: true, type: 'PARENT' };
      return { payload, code: 'delegation-only-for-minor', pointer: '/dataPrincipal/delegation' };
    },
  },
  {
    name: 'leave a minor without delegation',
    severity: 'warning',
    apply(payload) {
      payload.dataPrincipal.subjectType = 'MINOR';
      delete payload.dataPrincipal.delegation;
      return { payload, code: 'minor-without-delegation', pointer: '/dataPrincipal' };
    },
  },
  {
    name: 'drop a member of delegation',
    severity: 'warning',
    apply(payload, seed) {
      payload.dataPrincipal.subjectType = 'MINOR';
      payload.dataPrincipal.delegation = seed % 2 ? { required: true } : { type: 'PARENT' };
      return { payload, code: 'delegation-complete', pointer: '/dataPrincipal/delegation' };
    },
  },
  {
    name: 'point defaultLanguage elsewhere',
    severity: 'warning',
    apply(payload) {
      payload.content.defaultLanguage = 'zu';
      return { payload, code: 'default-language-present', pointer: '/content/defaultLanguage' };
    },
  },
  {
    name: 'repeat a language entry',
    severity: 'warning',
    apply(payload, seed) {
      const languages = payload.content.languages;
      languages.push(structuredClone(pick(languages, seed)));
      return { payload, code: 'unique-language-codes', pointer: `/content/languages/${languages.length - 1}/lang` };
    },
  },
  {
    name: 'repeat a purpose in a language',
    severity: 'warning',
    apply(payload, seed) {
      const l = seed % payload.content.languages.length;
      const purposes = payload.content.languages[l].purposes;
      purposes.push(structuredClone(pick(purposes, seed >> 4)));
      return {
        payload,
        code: 'unique-purpose-ids',
        pointer: `/content/languages/${l}/purposes/${purposes.length - 1}/purposeId`,
      };
    },
  },
  {
    name: 'repeat a data category',
    severity: 'warning',
    apply(payload, seed) {
      const categories = payload.content.languages[0].purposes[0].dataCategories;
      categories.push(structuredClone(pick(categories, seed)));
      return {
        payload,
        code: 'unique-category-ids',
        pointer: `/content/languages/0/purposes/0/dataCategories/${categories.length - 1}/id`,
      };
    },
  },
  {
    name: 'change a retention in one translation',
    severity: 'warning',
    apply(payload, seed) {
      const l = otherLanguage(payload, seed);
      if (l === undefined) return undefined;
      const retention = payload.content.languages[l].purposes[0].retention;
      retention.unit = retention.unit === 'year' ? 'month' : 'year';
      retention.duration = 1;
      const languages = payload.content.languages;
      if (languages.length > 2)
        return { payload, code: 'consistent-translations', pointer: `/content/languages/${l}/purposes/0/retention` };
      // Two entries that disagree: neither is blamed; the finding is at the first entry's purpose.
      const id = languages[l].purposes[0].purposeId;
      const first = languages[0].purposes.findIndex((p: { purposeId: string }) => p.purposeId === id);
      return { payload, code: 'consistent-translations', pointer: `/content/languages/0/purposes/${first}/retention` };
    },
  },
  {
    name: 'write a language tag with an underscore',
    severity: 'warning',
    apply(payload, seed) {
      const l = seed % payload.content.languages.length;
      payload.content.languages[l].lang = 'en_IN';
      return { payload, code: 'language-tag', pointer: `/content/languages/${l}/lang` };
    },
  },
  {
    name: 'send an e-mail address as dpHash',
    severity: 'warning',
    apply(payload) {
      payload.dataPrincipal.dpHash = 'someone@example.in';
      return { payload, code: 'dp-hash-not-personal-data', pointer: '/dataPrincipal/dpHash' };
    },
  },
  {
    name: 'link the privacy policy over plain http',
    severity: 'warning',
    apply(payload) {
      payload.content.company.privacyPolicyUrl = 'http://example.in/privacy';
      return { payload, code: 'https-urls', pointer: '/content/company/privacyPolicyUrl' };
    },
  },
  {
    name: 'link a notice address with a scheme that can run script or read files',
    severity: 'error',
    apply(payload, seed) {
      const field = pick(['privacyPolicyUrl', 'termsOfServiceUrl', 'logo'], seed)!;
      const values = [
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
        'vbscript:msgbox',
        'example.in/privacy',
      ];
      const value = pick(values, seed >> 2);
      payload.content.company[field] = value;
      return { payload, code: 'url-scheme', pointer: `/content/company/${field}` };
    },
  },
  {
    name: 'put a web address that is not a URL',
    severity: 'error',
    apply(payload, seed) {
      const field = pick(['privacyPolicyUrl', 'termsOfServiceUrl', 'logo'], seed)!;
      const values = [
        'http://',
        'https:',
        'https://[::1',
        'https://999.999.999.999/x',
        'https://example.com/<>',
        'https://a b.in/',
        'https://example.in/%zz',
      ];
      const value = pick(values, seed >> 2);
      payload.content.company[field] = value;
      return { payload, code: 'schema/format', pointer: `/content/company/${field}` };
    },
  },
  {
    name: 'blank a required text',
    severity: 'warning',
    apply(payload, seed) {
      const place = pick(
        places(payload).filter(
          (p) => p.required && p.schema.type === 'string' && !p.schema.enum && !p.schema.format && !p.schema.minLength,
        ),
        seed,
      )!;
      place.parent[place.key] = ' \t';
      return { payload, code: 'non-blank-text', pointer: place.pointer };
    },
  },
  {
    name: 'name an unknown version',
    severity: 'warning',
    apply(payload) {
      payload.version = '2';
      return { payload, code: 'known-version', pointer: '/version' };
    },
  },
];
