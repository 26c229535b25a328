/**
 * The breaking changes openapi-diff cannot see: its schema engine (json-schema-diff) ignores
 * `enum`, `pattern` and `format`. This walks the request and response schemas of every operation
 * the baseline has, in both documents side by side, and judges those three keywords by direction:
 * what a client sends must still be accepted (a request may only widen), what a client receives
 * must still pass its v1 validation (a response may only narrow). Pure: never throws, reads only
 * its arguments.
 */

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI documents, walked by their known shape
type Json = any;

/** Which way a value travels: clients send requests and receive responses. */
export type Direction = 'request' | 'response';

/** One change that breaks a v1 client. */
export interface Break {
  /** Stable kind, for tests and people: `enum-narrowed`, `pattern-changed`, `status-removed`, ... */
  readonly kind: string;
  /** Where, in the baseline's terms: operation, direction and the schema path. */
  readonly where: string;
  readonly message: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The schema a `$ref` names inside `document`, or the schema itself. */
function resolve(document: Json, schema: Json): Json {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 32; hops++) {
    const tokens = current.$ref.replace(/^#\//, '').split('/');
    current = tokens.reduce(
      (node: Json, token: string) => node?.[token.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  }
  return current ?? {};
}

/** The JSON bodies of a request body or response object, by media type. */
function jsonBodies(holder: Json): Array<[string, Json]> {
  return Object.entries<Json>(holder?.content ?? {}).filter(([type]) =>
    /^application\/(?:[\w.-]+\+)?json\b/.test(type),
  );
}

/** Formats whose values all belong to wider ones: every URI is an IRI, every e-mail an idn-email. */
const widerFormats: Readonly<Record<string, readonly string[]>> = { uri: ['iri'], email: ['idn-email'] };

const sameSet = (a: readonly unknown[], b: readonly unknown[]): boolean => a.every((v) => b.includes(v));

/** The breaks of one keyword pair at one place. */
function compareKeywords(old: Json, next: Json, direction: Direction, where: string): Break[] {
  const breaks: Break[] = [];
  const oldEnum: unknown[] | undefined = Array.isArray(old.enum) ? old.enum : undefined;
  const newEnum: unknown[] | undefined = Array.isArray(next.enum) ? next.enum : undefined;
  if (direction === 'request') {
    if (oldEnum && newEnum && !sameSet(oldEnum, newEnum)) {
      const lost = oldEnum.filter((v) => !newEnum.includes(v));
      breaks.push({ kind: 'enum-narrowed', where, message: `no longer accepts ${JSON.stringify(lost)}` });
    }
    if (!oldEnum && newEnum) breaks.push({ kind: 'enum-narrowed', where, message: 'now accepts only an enum' });
  } else {
    if (oldEnum && newEnum && !sameSet(newEnum, oldEnum)) {
      const added = newEnum.filter((v) => !oldEnum.includes(v));
      breaks.push({ kind: 'enum-widened', where, message: `may now answer ${JSON.stringify(added)}` });
    }
    if (oldEnum && !newEnum) breaks.push({ kind: 'enum-widened', where, message: 'may now answer any value' });
  }
  for (const keyword of ['pattern', 'format'] as const) {
    const before = old[keyword];
    const after = next[keyword];
    if (before === after) continue;
    // A request keyword added or changed can refuse what was sent; a response one removed or
    // changed can answer what a v1 client refuses. Whether one pattern contains another is not
    // decided: any change in the wrong direction counts, except formats known to contain others.
    const widened = keyword === 'format' && widerFormats[before]?.includes(after);
    const narrowed = keyword === 'format' && widerFormats[after]?.includes(before);
    const breaking = direction === 'request' ? after !== undefined && !widened : before !== undefined && !narrowed;
    if (breaking) {
      breaks.push({
        kind: `${keyword}-changed`,
        where,
        message: `${keyword} ${JSON.stringify(before ?? null)} became ${JSON.stringify(after ?? null)}`,
      });
    }
  }
  return breaks;
}

/** Walks two schemas side by side along the properties and items both have. */
function compareSchemas(
  documents: { old: Json; next: Json },
  pair: { old: Json; next: Json },
  direction: Direction,
  place: { readonly base: string; readonly path: string },
  seen: Set<string>,
): Break[] {
  const where = place.path ? `${place.base} ${place.path}` : place.base;
  const key = `${direction} ${pair.old?.$ref ?? where} ${pair.next?.$ref ?? where}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const old = resolve(documents.old, pair.old);
  const next = resolve(documents.next, pair.next);
  if (typeof old !== 'object' || typeof next !== 'object') return [];
  const breaks = compareKeywords(old, next, direction, where);
  for (const [name, child] of Object.entries<Json>(old.properties ?? {})) {
    const other = next.properties?.[name];
    if (other !== undefined) {
      const member = { base: place.base, path: `${place.path}/${name}` };
      breaks.push(...compareSchemas(documents, { old: child, next: other }, direction, member, seen));
    }
  }
  if (old.items && next.items) {
    const items = { base: place.base, path: `${place.path}/*` };
    breaks.push(...compareSchemas(documents, { old: old.items, next: next.items }, direction, items, seen));
  }
  return breaks;
}

/** The enum, pattern and format breaks between a baseline and a current OpenAPI document. */
export function keywordBreaks(old: Json, next: Json): Break[] {
  const documents = { old, next };
  const breaks: Break[] = [];
  for (const [path, item] of Object.entries<Json>(old?.paths ?? {})) {
    for (const method of methods) {
      const before = item?.[method];
      const after = next?.paths?.[path]?.[method];
      if (!before || !after) continue;
      const operation = `${method.toUpperCase()} ${path}`;
      const seen = new Set<string>();
      const oldBody = resolve(old, before.requestBody);
      const newBody = resolve(next, after.requestBody);
      for (const [type, media] of jsonBodies(oldBody)) {
        const other = newBody?.content?.[type];
        if (other?.schema && media?.schema) {
          const pair = { old: media.schema, next: other.schema };
          const place = { base: `${operation} request ${type}`, path: '' };
          breaks.push(...compareSchemas(documents, pair, 'request', place, seen));
        }
      }
      for (const [status, response] of Object.entries<Json>(before.responses ?? {})) {
        const oldResponse = resolve(old, response);
        const newResponse = resolve(next, after.responses?.[status]);
        for (const [type, media] of jsonBodies(oldResponse)) {
          const other = newResponse?.content?.[type];
          if (other?.schema && media?.schema) {
            const pair = { old: media.schema, next: other.schema };
            const place = { base: `${operation} ${status} ${type}`, path: '' };
            breaks.push(...compareSchemas(documents, pair, 'response', place, seen));
          }
        }
      }
    }
  }
  return breaks;
}
