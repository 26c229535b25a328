/** Every conformance check, in the order they run and are reported. */
import type { Check } from '../check.js';
import { createForgedToken } from './create-forged-token.js';
import { createReplayOtherBody } from './create-replay-other-body.js';
import { createReplaySameBody } from './create-replay-same-body.js';
import { createTamperedToken } from './create-tampered-token.js';
import { createValidPayload } from './create-valid-payload.js';
import { createWithoutToken } from './create-without-token.js';
import { generatedInvalidPayloads } from './generated-invalid-payloads.js';
import { generatedValidPayloads } from './generated-valid-payloads.js';
import { rejectBodyTooLarge } from './reject-body-too-large.js';
import { rejectDelegationForAdult } from './reject-delegation-for-adult.js';
import { rejectNotJson } from './reject-not-json.js';
import { rejectNullValue } from './reject-null-value.js';
import { rejectPurposeMissingInLanguage } from './reject-purpose-missing-in-language.js';
import { rejectRetentionOutOfRange } from './reject-retention-out-of-range.js';
import { rejectUnknownMember } from './reject-unknown-member.js';
import { rejectWrongContentType } from './reject-wrong-content-type.js';
import { tokenMalformedCredentials } from './token-malformed-credentials.js';
import { tokenMissingCredentials } from './token-missing-credentials.js';
import { tokenValidCredentials } from './token-valid-credentials.js';
import { tokenWrongCredentials } from './token-wrong-credentials.js';

/** The registry: ids are unique; the first check also tells whether the service can be reached. */
export const conformanceChecks: readonly Check[] = [
  tokenValidCredentials,
  tokenWrongCredentials,
  tokenMissingCredentials,
  tokenMalformedCredentials,
  createWithoutToken,
  createForgedToken,
  createTamperedToken,
  createValidPayload,
  createReplaySameBody,
  createReplayOtherBody,
  rejectRetentionOutOfRange,
  rejectDelegationForAdult,
  rejectPurposeMissingInLanguage,
  rejectUnknownMember,
  rejectNullValue,
  rejectNotJson,
  rejectWrongContentType,
  rejectBodyTooLarge,
  generatedValidPayloads,
  generatedInvalidPayloads,
];
