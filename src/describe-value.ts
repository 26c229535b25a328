/** Short, safe renderings of untrusted values for messages: never huge, never throws. */

const maxText = 60;

/** "a string", "a number", "null", "an array", "an object", ... */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isInteger(value) ? 'an integer' : 'a number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** A quoted, truncated string; a number or boolean as written; otherwise its type. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(clip(value));
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describeType(value);
}

/** Longest text a message repeats from the input, and most list items it names. */
const maxMessageText = 120;
const maxMessageItems = 10;
/**
 * The same bounds for params, which machines read: wider, and absolute, so that 100 diagnostics
 * stay a few hundred kilobytes whatever the input (a pointer is the one member as long as the
 * input makes it: it must still resolve).
 */
const maxParamText = 200;
const maxParamItems = 10;

/** `text`, cut to `max` characters with an ellipsis. */
export function clip(text: string, max: number = maxText): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A list for a message: its first items and how many more there are. */
function listText(items: readonly unknown[]): string {
  const shown = items
    .slice(0, maxMessageItems)
    .map((item) => clip(String(item), maxMessageText))
    .join(', ');
  return items.length > maxMessageItems ? `${shown} and ${items.length - maxMessageItems} more` : shown;
}

/**
 * Fills {name} placeholders with data; arrays are listed with ", ". What comes from the input is
 * cut short, so that a hostile payload cannot make a message larger than a few hundred bytes.
 */
export function fillTemplate(template: string, data: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(data, name)) return whole;
    const value = data[name];
    return Array.isArray(value) ? listText(value) : clip(String(value), maxMessageText);
  });
}

/** A copy of params with long strings and long lists cut short (see fillTemplate). */
export function boundParams(params: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const bounded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') bounded[key] = clip(value, maxParamText);
    else if (Array.isArray(value))
      bounded[key] = value
        .slice(0, maxParamItems)
        .map((v: unknown) => (typeof v === 'string' ? clip(v, maxParamText) : v));
    else bounded[key] = value;
  }
  return bounded;
}

/** "1 error", "2 errors": a count with its noun, singular for one. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
