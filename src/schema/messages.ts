/**
 * Messages for schema violations, one entry per JSON Schema keyword our schemas use. Each says
 * what is wrong in the payload's terms and, where it helps, what to do.
 */
import type { SchemaError } from '../../generated/validators.js';
import { describeType, describeValue } from '../describe-value.js';

/**
 * Builds the message for one violation; `value` is the offending value (undefined if missing),
 * `atRoot` whether it is the whole document.
 */
export type MessageBuilder = (params: SchemaError['params'], value: unknown, atRoot: boolean) => string;

const formatNames: Readonly<Record<string, string>> = {
  uri: 'absolute URI (for example https://example.com/privacy)',
  email: 'e-mail address (name@example.com, in ASCII: write an internationalised domain in its xn-- form)',
  'date-time': 'RFC 3339 date-time (for example 2026-11-21T10:15:30.123Z)',
};

/** True for a string that is what `type` wants, written in quotes: "true", "2", "1.5". */
function quotedLiteral(type: string, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (type === 'boolean') return value === 'true' || value === 'false';
  if (type === 'integer') return /^-?(0|[1-9]\d{0,15})$/.test(value);
  if (type === 'number') return /^-?(0|[1-9]\d{0,15})(\.\d+)?$/.test(value);
  return false;
}

/** A string's length as JSON Schema counts it: Unicode code points (a surrogate pair is one). */
function codePoints(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

export const schemaMessages: Readonly<Record<string, MessageBuilder>> = {
  required: (p) => `required property "${p.missingProperty}" is missing`,
  additionalProperties: (p) =>
    `property ${describeValue(String(p.additionalProperty))} is not allowed here: the schema does not define it; remove it`,
  type: (p, value, atRoot) =>
    value === null
      ? `null is not allowed: send ${article(String(p.type))}${atRoot ? '' : ' or leave the property out'}`
      : `expected ${article(String(p.type))}, got ${describeType(value)}${quotedLiteral(String(p.type), value) ? ` (${describeValue(value)}); remove the quotes` : ''}`,
  enum: (p, value) =>
    `${describeValue(value)} is not an allowed value; use one of: ${(p.allowedValues as unknown[]).join(', ')}`,
  minItems: (p, value) =>
    `needs at least ${p.limit} item${p.limit === 1 ? '' : 's'}, has ${Array.isArray(value) ? value.length : 0}`,
  maxItems: (p, value) => `may have at most ${p.limit} items, has ${Array.isArray(value) ? value.length : 0}`,
  minLength: (p) => (p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long`),
  maxLength: (p, value) =>
    `must be at most ${p.limit} characters long, has ${typeof value === 'string' ? codePoints(value) : 0}`,
  minimum: (p, value) => `${describeValue(value)} is below the minimum of ${p.limit}`,
  maximum: (p, value) => `${describeValue(value)} is above the maximum of ${p.limit}`,
  format: (p, value) => `${describeValue(value)} is not a valid ${formatNames[p.format as string] ?? p.format}`,
  // The pattern itself is in params, for machines; people get the field's expected form.
  pattern: (_p, value) =>
    `${describeValue(value)} does not have the expected form; see this field's description in the schema`,
};

/** For a keyword without an entry: still a sentence, never ajv's internals. */
export const fallbackMessage = (keyword: string): string => `does not satisfy the schema keyword "${keyword}"`;
