/**
 * The field tables of generated/docs/reference.md: one per object of the schemas in schema/, read
 * from their titles, descriptions, types, defaults and constraints.
 */
import type { JsonObject } from '../sources.js';
import { anchor, cell, code, table } from './markdown.js';

/** An object of a schema that gets its own table. */
export interface ObjectSchema {
  readonly title: string;
  /** JSON pointer of the object in a document; `*` stands for every item of an array. */
  readonly path: string;
  readonly schema: JsonObject;
}

/** A value of a schema with the pointer it has in a document (`*` for array items). */
export interface Field {
  readonly path: string;
  readonly schema: JsonObject;
}

const properties = (schema: JsonObject): Record<string, JsonObject> =>
  (schema.properties as Record<string, JsonObject> | undefined) ?? {};

/** Every value a schema describes, the root first, in document order. */
export function* fieldsOf(schema: JsonObject, path = ''): Generator<Field> {
  yield { path, schema };
  for (const [name, child] of Object.entries(properties(schema))) yield* fieldsOf(child, `${path}/${name}`);
  if (schema.items && typeof schema.items === 'object') yield* fieldsOf(schema.items as JsonObject, `${path}/*`);
}

/** The objects with listed properties, each under its title (or the name of its property). */
export function objectsOf(schema: JsonObject, fallbackTitle: string): ObjectSchema[] {
  return [...fieldsOf(schema)]
    .filter((f) => Object.keys(properties(f.schema)).length > 0)
    .map((f) => ({
      title:
        typeof f.schema.title === 'string' ? f.schema.title : f.path === '' ? fallbackTitle : f.path.split('/').pop()!,
      path: f.path,
      schema: f.schema,
    }));
}

const hasTable = (schema: JsonObject): boolean => Object.keys(properties(schema)).length > 0;

function typeOf(schema: JsonObject): string {
  if (schema.type === 'array') {
    const items = (schema.items as JsonObject | undefined) ?? {};
    return `array of ${typeOf(items)}`;
  }
  if (schema.type === 'object' && hasTable(schema) && typeof schema.title === 'string') {
    return `[${cell(schema.title)}](#${anchor(schema.title)})`;
  }
  const type = typeof schema.type === 'string' ? schema.type : 'any';
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The constraints of a value, as sentences. */
export function constraintsOf(schema: JsonObject): string[] {
  const notes: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema as Record<string, number | undefined>;
  if (minLength === 1 && maxLength === undefined) notes.push('Not empty.');
  else if (minLength !== undefined || maxLength !== undefined) notes.push(`Length ${rangeText(minLength, maxLength)}.`);
  if (minimum !== undefined || maximum !== undefined) notes.push(`${capitalise(rangeText(minimum, maximum))}.`);
  if (minItems !== undefined && maxItems === undefined) notes.push(`At least ${count(minItems, 'item')}.`);
  else if (minItems !== undefined || maxItems !== undefined)
    notes.push(`${capitalise(rangeText(minItems, maxItems))} items.`);
  if (Array.isArray(schema.enum)) notes.push(`One of ${schema.enum.map((v) => code(String(v))).join(', ')}.`);
  if (typeof schema.pattern === 'string') notes.push(`Matches ${code(schema.pattern)}.`);
  return notes;
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function notesOf(schema: JsonObject): string {
  const description = typeof schema.description === 'string' ? cell(schema.description) : '';
  return [description, ...constraintsOf(schema)].filter(Boolean).join(' ');
}

function defaultOf(schema: JsonObject): string {
  return Object.hasOwn(schema, 'default') ? code(JSON.stringify(schema.default)) : '—';
}

/** The section of one object: heading, where it sits, its description and its field table. */
export function renderObject(object: ObjectSchema): string {
  const required = new Set((object.schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties(object.schema)).map(([name, field]) => [
    code(name),
    typeOf(field),
    required.has(name) ? 'yes' : 'no',
    defaultOf(field),
    notesOf(field),
  ]);
  const unlisted = object.schema.additionalProperties === false ? 'rejected' : 'tolerated';
  const where = object.path === '' ? 'The whole document' : `At ${code(object.path)}`;
  const description = typeof object.schema.description === 'string' ? [cell(object.schema.description), ''] : [];
  return [
    `### ${object.title}`,
    '',
    ...description,
    `${where}; members not listed here are ${unlisted}.`,
    '',
    table(['Field', 'Type', 'Required', 'Default', 'Notes'], rows),
  ].join('\n');
}
