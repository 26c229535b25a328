/**
 * The diagnostic codes the command line adds to the validator's: problems of the input file
 * itself (those of its text are src/document/codes.ts) and checks across files. Rules as data,
 * like src/rules: one entry per code, with the description and help that `consent-contract
 * rules` and the SARIF formatter show.
 */
import { maxConsentRequestBytes } from '../../../generated/validators.js';
import { textCodes, type TextCode } from '../../document/codes.js';

/** Metadata of one code the command line reports. */
export type CliCode = TextCode;

/** The codes, by id. Ids are stable: they are SARIF ruleIds and the json format's `code`. */
export const cliCodes = {
  syntax: textCodes.syntax,
  notNdjson: {
    id: 'json/not-ndjson',
    severity: 'error',
    description:
      'An --ndjson input is pretty-printed JSON (its first line only opens an object or array), not one payload per line.',
    help: 'Validate the file without --ndjson, or write one payload per line (for example with jq -c).',
  },
  duplicateKey: textCodes.duplicateKey,
  bom: textCodes.bom,
  invalidUtf8: {
    id: 'input/invalid-utf8',
    severity: 'error',
    description: 'The file is not valid UTF-8.',
    help: 'Save the file as UTF-8; the reported position is the first byte that is not valid UTF-8.',
  },
  loneSurrogate: textCodes.loneSurrogate,
  tooLarge: textCodes.tooLarge,
  tooDeep: textCodes.tooDeep,
  wrongDocument: textCodes.wrongDocument,
  unreadable: {
    id: 'file/unreadable',
    severity: 'error',
    description: 'The file could not be read (it does not exist, is not a file, or permission was denied).',
    help: 'Check the path and its permissions. The run exits with status 2.',
  },
  duplicateRequestId: {
    id: 'unique-request-id',
    severity: 'warning',
    description: 'Two payloads validated together have the same requestId, which must be unique across requests.',
    help: 'Give each consent request its own requestId: it is the idempotency key, so a repeated one makes the consent manager treat the second request as a retry of the first.',
  },
} as const satisfies Readonly<Record<string, CliCode>>;

/** Codes the validator itself can report besides schema keywords and rules. */
export const validatorInputCodes: readonly CliCode[] = [
  {
    id: 'diagnostics/truncated',
    severity: 'error',
    description: 'More diagnostics were found than are shown; the last one counts the rest.',
    help: 'Fix the diagnostics shown and validate again.',
  },
  {
    id: 'internal/rule-failed',
    severity: 'error',
    description: 'A rule could not check this input: a bug in consent-contract.',
    help: 'Please report it with the input that caused it.',
  },
  {
    id: 'input/payload-too-large',
    severity: 'error',
    description: `The payload is larger, as JSON text, than the service reads (${maxConsentRequestBytes} bytes, x-max-body-bytes in the OpenAPI description); the service answers 413.`,
    help: 'A consent request is a few kilobytes: send fewer languages, purposes or data categories, or shorter texts.',
  },
  {
    id: 'input/unreadable',
    severity: 'error',
    description: 'The value could not be read as plain JSON data.',
    help: 'Pass plain parsed JSON.',
  },
];

/** What each JSON Schema keyword our schemas use means for a payload (SARIF and `rules`). */
export const schemaKeywordDescriptions: Readonly<Record<string, string>> = {
  required: 'A property the schema requires is missing.',
  additionalProperties:
    'A property the schema does not define is present; the consent manager rejects unknown attributes.',
  type: 'A value has the wrong type; null is never allowed.',
  enum: 'A value is not one of the allowed values.',
  minItems: 'An array has fewer items than the schema requires.',
  maxItems: 'An array has more items than the schema allows.',
  minLength: 'A string is empty where the schema requires text.',
  maxLength: 'A string is longer than the schema allows.',
  minimum: 'A number is below the minimum the schema allows.',
  maximum: 'A number is above the maximum the schema allows.',
  format: 'A string is not a valid URI, e-mail address or date-time.',
  pattern: 'A string does not have the form the schema requires.',
};
