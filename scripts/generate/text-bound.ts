/**
 * generated/text-bound.ts: for a Consent Request the schema accepted, the same upper bound of
 * its JSON text's size that src/validate/payload-text.ts works out by walking any value, in
 * straight-line code that reads each member by its name. A schema-valid payload has only the
 * schema's members (every object is closed), so the code reaches every string; the generic walk,
 * which reads members by variable keys, costs more than the rest of the validation together.
 * The same pass settles the other questions asked of every string, so that no second walk does:
 * whether it is well-formed Unicode (a lone surrogate) and, for required free text, whether it is
 * blank (the non-blank-text rule's derived validator then finds where).
 */
import { jsHeader } from './header.js';
import { readSchema, schemaSources, type JsonObject } from './sources.js';
import { isRequiredText } from './derived-schemas.js';
import { blankText } from './not-blank.js';

/**
 * Formats whose every accepted string is well-formed Unicode (src/schema/formats.ts: `uri` takes
 * surrogates only in pairs, `email` only ASCII), so a schema-valid value needs no isWellFormed
 * call (a builtin call of some 7 ns each). test/generated/text-bound.test.ts holds each to it.
 */
export const wellFormedFormats: ReadonlySet<string> = new Set(['uri', 'email']);

/** What the generic walk adds per string (6 bytes per UTF-16 unit, quotes, comma), plus `more`. */
const stringBound = (expr: string, more: number): string => `6 * ${expr}.length + ${3 + more}`;
/** What it adds per member name: its longest escaped form, quotes, colon, comma. */
const keyBound = (key: string): number => 6 * key.length + 4;

/**
 * Lines that add `value`'s bound to `n` for a value that follows `schema`, and return -1 where a
 * string needs a closer look. `required`: the value is there in every schema-valid payload
 * (required all the way from the root), as the derived schemas count it. `more`: a constant to
 * add with the value's own (its member name's bound), in the same statement: one addition fewer
 * per value, each with its overflow check in optimised code.
 */
function emit(schema: JsonObject, value: string, depth: number, required: boolean, more = 0): string[] {
  const type = schema.type;
  if (type === 'string') {
    // An enum's values are the schema's own text, all well-formed; so is all a format above accepts.
    if (schema.enum) return [`n += ${stringBound(value, more)};`];
    const lines = [`n += ${stringBound(value, more)};`];
    if (!wellFormedFormats.has(schema.format as string)) lines.push(`if (!${value}.isWellFormed()) return -1;`);
    if (isRequiredText({ schema, required })) lines.push(`if (${blankText(value)}) return -1;`);
    return lines;
  }
  if (type === 'object') {
    if (schema.additionalProperties !== false || schema.patternProperties) {
      throw new Error('text-bound: every object of the schema must be closed (additionalProperties: false)');
    }
    const lines = [`n += ${2 + more};`];
    const member = `m${depth}`;
    const requiredNames = new Set((schema.required as string[] | undefined) ?? []);
    for (const [key, child] of Object.entries((schema.properties as Record<string, JsonObject>) ?? {})) {
      lines.push(
        `${member} = ${value}${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`};`,
        `if (${member} !== undefined) {`,
        ...emit(child, member, depth + 1, required && requiredNames.has(key), keyBound(key)).map((line) => `  ${line}`),
        '}',
      );
    }
    return lines;
  }
  if (type === 'array') {
    const index = `i${depth}`;
    const item = `a${depth}`;
    return [
      `n += ${2 + more} + ${value}.length;`,
      `for (let ${index} = 0; ${index} < ${value}.length; ${index}++) {`,
      `  const ${item} = ${value}[${index}];`,
      ...emit(schema.items as JsonObject, item, depth + 1, required).map((line) => `  ${line}`),
      '}',
    ];
  }
  if (type === 'boolean' || type === 'integer' || type === 'number') return [`n += ${25 + more};`];
  throw new Error(`text-bound: no bound for a value of type ${JSON.stringify(type)}`);
}

/** The body of the bound function for values that follow `schema` (closed objects only). */
export function textBoundBody(schema: JsonObject): string[] {
  return emit(schema, 'value', 0, true);
}

export async function generateTextBound(): Promise<string> {
  const source = schemaSources.find((s) => s.typeName === 'ConsentRequest')!;
  const schema = await readSchema(source);
  const body = textBoundBody(schema);
  const members = [...new Set(body.join('\n').match(/\bm\d+\b/g))].sort();
  return `${jsHeader(`schema/${source.file}`)}
/**
 * For a value validateConsentRequestSchema accepted: the upper bound of the UTF-8 size of its
 * JSON text that the generic walk of src/validate/payload-text.ts adds up (the same number), or
 * -1 when a string needs a closer look: it is not well-formed Unicode (a lone surrogate), or it is
 * required free text that is blank (validateRequiredTextNotBlank fails). Any other value: undefined.
 */
export function consentRequestTextBound(value: any): number {
  let n = 0;
  let ${members.map((m) => `${m}: any`).join(', ')};
${body.map((line) => `  ${line}`).join('\n')}
  return n;
}
`;
}
