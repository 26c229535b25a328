import { defineRule, noFindings } from './utils/rule.js';
import type { ConsentRequestView } from './utils/payload-view.js';

/**
 * What a dpHash must not look like, checked in order, after looksLikeHash said no. A hash (hex,
 * base64, base64url, crypt-style $id$...$ strings, maybe with an "algorithm:" prefix) is at least
 * 16 characters of that alphabet and not digits only.
 */
const personalDataShapes: ReadonlyArray<{ readonly kind: string; readonly test: (value: string) => boolean }> = [
  { kind: 'an e-mail address', test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) },
  { kind: 'an Aadhaar number or a phone number', test: (v) => /^\d{4}[\s-]?\d{4}[\s-]?\d{4}$/.test(v.trim()) },
  { kind: 'a phone number', test: (v) => /^\+?\d{7,15}$/.test(v.replace(/[\s().-]/g, '')) },
  { kind: 'a card or account number', test: (v) => /^\d{16,}$/.test(v.replace(/[\s-]/g, '')) },
  { kind: 'a PAN', test: (v) => /^[A-Z]{5}\d{4}[A-Z]$/i.test(v.trim()) },
  { kind: 'plain text such as a name', test: (v) => /\s/.test(v.trim()) },
  { kind: 'a plain identifier, not a hash', test: (v) => !looksLikeHash(v) },
];

/**
 * At least 16 characters of the hash alphabet (digits, letters and + / _ = : - . $ ,: base64,
 * base64url, prefixes, crypt formats such as $argon2id$ and bcrypt), not digits only: the common
 * case, checked for every payload. One expression, which V8 runs as compiled code: about a third
 * cheaper than a loop of charCodeAt comparisons on a 64-character hex hash. Digits first, then one
 * character of the alphabet that is no digit, then any of the alphabet: linear, no backtracking
 * beyond the leading digits. The one definition of what a hash looks like.
 */
const hashShape = /^[0-9]*[A-Za-z+/_=:.$,-][0-9A-Za-z+/_=:.$,-]*$/;
const looksLikeHash = (value: string): boolean => value.length >= 16 && hashShape.test(value);

export const dpHashNotPersonalData = defineRule<ConsentRequestView>({
  id: 'dp-hash-not-personal-data',
  severity: 'warning',
  description: 'dpHash looks like a hash, not like an e-mail address, a phone number or another plain identifier.',
  rationale:
    'The payload must carry no personal data of the Data Principal. Send a pseudonymous hash, for example a keyed SHA-256 (HMAC) of your internal user id, in hex.',
  messages: {
    personal:
      'dpHash looks like {kind}; send a pseudonymous hash of the Data Principal (for example an HMAC-SHA-256 in hex), never personal data',
  },
  check({ dpHash }) {
    // The common case in one test: hash-shaped, longer than any phone, Aadhaar or PAN, not all digits.
    if (typeof dpHash !== 'string' || looksLikeHash(dpHash) || dpHash.trim() === '') return noFindings;
    const shape = personalDataShapes.find((s) => s.test(dpHash));
    // The value itself is never repeated: diagnostics end up in logs.
    return shape ? [{ pointer: '/dataPrincipal/dpHash', messageId: 'personal', data: { kind: shape.kind } }] : [];
  },
});
