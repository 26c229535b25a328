/**
 * validateConsentRequest for a body the sandbox has read, without the walk its bytes make moot.
 *
 * Given a value alone, the library walks it to bound the size of its JSON text and to find lone
 * surrogates (payload-text.ts). The sandbox holds the text itself, which proves both answers for
 * an ordinary body at no cost: valid UTF-8 (body.ts checked it) with no `\u` escape decodes to no
 * lone surrogate, and writing parsed JSON again never takes more than 5.25 times its bytes (strings
 * and structure never grow; only a number can, `1e20` to 21 digits), so a body of at most a sixth
 * of the limit cannot be over it. Such a body skips the walk; any other takes the library's whole
 * path. The verdict is the same either way: the walk would have found nothing.
 */
import type { ValidationResult } from '../../diagnostic.js';
import { consentRequestContract, validateConsentRequest } from '../../validate/contracts.js';
import { createValidator } from '../../validate/validate-with.js';

/** The library's consent-request validator without the text checks. */
const withoutTextChecks = createValidator({ ...consentRequestContract, maxBytes: undefined });

/** The factor that bounds how much larger than its text re-serialised JSON can be (5.25, rounded up). */
const maxGrowth = 6;

/** The byte of a backslash: a body without one (most) has no escape at all, found by one memchr. */
const backslash = 0x5c;

/** Whether the text checks provably find nothing in the JSON text `raw` (valid UTF-8, no byte order mark). */
export function textChecksMoot(raw: Buffer, limit: number): boolean {
  return raw.length * maxGrowth <= limit && (raw.indexOf(backslash) === -1 || raw.indexOf('\\u') === -1);
}

/** validateConsentRequest(value), where `value` is JSON.parse of the UTF-8 text `raw`. */
export function validatePayload(value: unknown, raw: Buffer): ValidationResult {
  return textChecksMoot(raw, consentRequestContract.maxBytes)
    ? withoutTextChecks(value)
    : validateConsentRequest(value);
}
