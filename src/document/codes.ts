/**
 * The codes of a document's text itself (not of its value): what the command line and
 * validateConsentRequestText report before or beside the validator. Rules as data, like
 * src/rules: the description and help are what `consent-contract rules` and SARIF show.
 */
import type { Severity } from '../diagnostic.js';
import { duplicateKeyCode } from '../json-text/duplicate-keys.js';

/** Metadata of one code. */
export interface TextCode {
  readonly id: string;
  readonly severity: Severity;
  readonly description: string;
  /** How to fix a finding (SARIF help). */
  readonly help: string;
}

/** The codes, by name. Ids are stable: they are SARIF ruleIds and the json format's `code`. */
export const textCodes = {
  syntax: {
    id: 'json/syntax',
    severity: 'error',
    description: 'The file is not valid JSON.',
    help: 'Fix the JSON at the reported position. JSON allows no comments, no trailing commas and only double-quoted strings.',
  },
  duplicateKey: duplicateKeyCode,
  bom: {
    id: 'input/bom',
    severity: 'error',
    description:
      'The file starts with a UTF-8 byte order mark (BOM), which JSON text must not have (RFC 8259, section 8.1).',
    help: 'Save the file as UTF-8 without BOM.',
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
    description: 'The file is larger than the size limit of the command line and validateConsentRequestText (10 MiB).',
    help: 'A consent request is a few kilobytes: check that this is the right file. Validate many payloads as NDJSON with --ndjson.',
  },
  wrongDocument: {
    id: 'input/wrong-document',
    severity: 'error',
    description:
      'The document is clearly not of the kind it is checked as (a package.json checked as a consent request), or under --schema auto of no kind of this interface.',
    help: 'Check that this is the right file; validate another kind of document with --schema record, token, problem or auto (the schema option of validateConsentRequestText).',
  },
  tooDeep: {
    id: 'input/too-deep',
    severity: 'error',
    description:
      'Arrays and objects are nested deeper than the limit of the command line and validateConsentRequestText (64 levels).',
    help: 'A consent request is at most 7 levels deep: check that this is the right file.',
  },
} as const satisfies Readonly<Record<string, TextCode>>;
