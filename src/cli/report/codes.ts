/**
 * The diagnostic codes the command line adds to the validator's: problems of the input file
 * itself and checks across files. Rules as data, like src/rules: one entry per code, with the
 * description and help that `consent-contract rules` and the SARIF formatter show.
 */
import type { Severity } from '../../diagnostic.js';
import { maxConsentRequestBytes } from '../../../generated/validators.js';
import { duplicateKeyCode } from '../../json-text/duplicate-keys.js';

/** Metadata of one code the command line reports. */
export interface CliCode {
  readonly id: string;
  readonly severity: Severity;
  readonly description: string;
  /** How to fix a finding (SARIF help). */
  readonly help: string;
}

/** The codes, by id. Ids are stable: they are SARIF ruleIds and the json format's `code`. */
export const cliCodes = {
  syntax: {
    id: 'json/syntax',
    severity: 'error',
    description: 'The file is not valid JSON.',
    help: 'Fix the JSON at the reported position. JSON allows no comments, no trailing commas and only double-quoted strings.',
  },
  notNdjson: {
    id: 'json/not-ndjson',
    severity: 'error',
    description:
      'An --ndjson input is pretty-printed JSON (its first line only opens an object or array), not one payload per line.',
    help: 'Validate the file without --ndjson, or write one payload per line (for example with jq -c).',
  },
  duplicateKey: duplicateKeyCode,
  bom: {
    id: 'input/bom',
    severity: 'error',
    description:
      'The file starts with a UTF-8 byte order mark (BOM), which JSON text must not have (RFC 8259, section 8.1).',
    help: 'Save the file as UTF-8 without BOM.',
  },
  invalidUtf8: {
    id: 'input/invalid-utf8',
    severity: 'error',
    description: 'The file is not valid UTF-8.',
    help: 'Save the file as UTF-8; the reported position is the first byte that is not valid UTF-8.',
  },
  loneSurrogate: {
    id: 'input/lone-surrogate',
    severity: 'error',
    description: 'A string has an unpaired UTF-16 surrogate escape (such as \\ud800), which no UTF-8 text can carry.',
    help: 'Remove the escape, or write the whole character (a high surrogate followed by a low surrogate, or the character itself).',
  },
  tooLarge: {
    id: 'input/too-large',
    severity: 'error',
    description: 'The file is larger than the size limit of the command line (10 MiB).',
    help: 'A consent request is a few kilobytes: check that this is the right file. Validate many payloads as NDJSON with --ndjson.',
  },
  tooDeep: {
    id: 'input/too-deep',
    severity: 'error',
    description: 'Arrays and objects are nested deeper than the limit of the command line (64 levels).',
    help: 'A consent request is at most 7 levels deep: check that this is the right file.',
  },
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
