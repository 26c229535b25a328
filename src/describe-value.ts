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
    const text = value.length > maxText ? `${value.slice(0, maxText)}…` : value;
    return JSON.stringify(text);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describeType(value);
}

/** Fills {name} placeholders with data; arrays are joined with ", ". */
export function fillTemplate(template: string, data: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(data, name)) return whole;
    const value = data[name];
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}
