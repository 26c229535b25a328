/**
 * The text entry of the library: validates a JSON text as the command line validates a file, for
 * servers and editors that hold the raw body. Beside the validator's diagnostics it reports what
 * JSON.parse hides or refuses (syntax errors, repeated keys, lone surrogate escapes, nesting too
 * deep, a byte order mark, a text too large to read), and places every diagnostic in the text.
 * validateConsentRequest, for a value already parsed, loads and runs none of this.
 */
import { isFailing, type ValidateOptions, type ValidationResult } from '../diagnostic.js';
import { validateConsentRequest } from '../validate/contracts.js';
import { utf8Length } from '../validate/payload-text.js';
import type { Validator } from '../validate/validate-with.js';
import { checkText, hasFindings, type DocumentKindName, type ValueValidator } from './check-text.js';
import { schemaOption, validatorFor } from './document-kinds.js';
import { maxInputBytes } from './limits.js';
import { bySourcePosition, type LocatedDiagnostic } from './located.js';
import { locateText } from './locate/locate-document.js';
import { bomDiagnostic, tooLargeDiagnostic } from './text-problems.js';

/** Options of validateConsentRequestText. */
export interface ValidateTextOptions extends ValidateOptions {
  /**
   * What the text is: `request` (the default), `record`, `token`, `problem`, or `auto` to pick by
   * its members; the command line's `--schema`.
   */
  readonly schema?: DocumentKindName | 'auto';
  /**
   * The validator of a consent request, such as one from createConsentRequestValidator (its
   * presets, severities and custom rules); validateConsentRequest when absent.
   */
  readonly validator?: Validator;
}

/** The outcome of validating a text: a ValidationResult whose diagnostics carry their positions. */
export interface TextValidationResult extends ValidationResult {
  /**
   * Every diagnostic, in source order (those without a position first). Positions are 1-based,
   * columns count UTF-16 code units, the end is exclusive, and a text that starts with a byte
   * order mark is counted from after it, as editors show it.
   */
  readonly diagnostics: LocatedDiagnostic[];
}

const kinds: ReadonlySet<string> = new Set(['request', 'record', 'token', 'problem', 'auto']);

/** The validator for the options; throws TypeError for an option no caller can mean. */
function validatorOf(options: ValidateTextOptions): { kind: DocumentKindName | 'auto'; validate: ValueValidator } {
  const kind = options.schema ?? 'request';
  if (!kinds.has(kind))
    throw new TypeError(
      `validateConsentRequestText: schema is ${JSON.stringify(kind)}; use one of request, record, token, problem or auto`,
    );
  if (kind === 'request') return { kind, validate: options.validator ?? validateConsentRequest };
  return { kind, validate: validatorFor(kind, schemaOption) };
}

/** The UTF-8 size of `text` when it is over the limit, else undefined (cheap for an ordinary text). */
function oversize(text: string): number | undefined {
  // A UTF-16 unit is at most 3 bytes of UTF-8, and at least 1.
  if (text.length * 3 <= maxInputBytes) return undefined;
  const bytes = text.length > maxInputBytes ? text.length : utf8Length(text);
  return bytes > maxInputBytes ? bytes : undefined;
}

/**
 * Validates a JSON text as `consent-contract validate` validates a file: a Consent Request
 * payload unless `schema` says otherwise. The diagnostics are those of validateConsentRequest on
 * the parsed value, plus the text's own (`json/syntax`, `json/duplicate-key`, `input/too-deep`,
 * `input/lone-surrogate`, `input/bom`, `input/too-large`), each with its line and column.
 * Never throws on any text; throws TypeError for an unknown `schema`.
 *
 * @example
 * const result = validateConsentRequestText(body);
 * for (const d of result.diagnostics) console.log(`${d.line}:${d.column} ${d.code} ${d.message}`);
 */
export function validateConsentRequestText(text: string, options: ValidateTextOptions = {}): TextValidationResult {
  const strict = options.strict === true;
  const { kind, validate } = validatorOf(options);
  const found: LocatedDiagnostic[] = [];
  if (typeof text !== 'string') {
    found.push({
      code: 'input/unreadable',
      severity: 'error',
      pointer: '',
      message: `validateConsentRequestText takes the JSON text as a string, not ${text === null ? 'null' : typeof text}; decode a body's bytes first (for example with TextDecoder)`,
      source: 'input',
    });
    return { valid: false, diagnostics: found };
  }
  const size = oversize(text);
  if (size !== undefined) return { valid: false, diagnostics: [tooLargeDiagnostic(size, false)] };
  // A BOM is reported and skipped, as the command line does: the rest of the text is still checked.
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) found.push(bomDiagnostic());
  const check = checkText(bom ? text.slice(1) : text, validate, strict, kind);
  if (hasFindings(check)) found.push(...locateText(check, [], schemaOption));
  return { valid: !isFailing(found, strict), diagnostics: found.sort(bySourcePosition) };
}
