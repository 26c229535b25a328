/**
 * Schemas derived from the consent-request schema for business rules that judge many fields
 * alike. ajv compiles their traversal into straight-line code, as it does for the schema itself,
 * so such a rule costs a fraction of walking the payload by hand. Each derived schema reaches
 * only the selected fields and puts one keyword on them (`notBlank` or `httpsScheme`, added in
 * validators.ts); the rule reads that keyword's violations and reports them at its own severity.
 */
import { readSchema, schemaSources, type JsonObject } from './sources.js';

interface Field {
  readonly schema: JsonObject;
  readonly required: boolean;
}

/** Required free text: a string without enum, format or minLength (those the schema judges). */
export const isRequiredText = (f: Field): boolean =>
  f.required && f.schema.type === 'string' && !f.schema.enum && !f.schema.format && !f.schema.minLength;

export const isUrl = (f: Field): boolean => f.schema.type === 'string' && f.schema.format === 'uri';

/** A copy of `schema` that reaches only the fields `select` picks and adds `constraint` there. */
function derive(
  schema: JsonObject,
  required: boolean,
  select: (f: Field) => boolean,
  constraint: JsonObject,
): JsonObject | undefined {
  if (select({ schema, required })) return { type: 'string', ...constraint };
  if (schema.type === 'object') {
    const requiredNames = new Set((schema.required as string[] | undefined) ?? []);
    const properties: Record<string, JsonObject> = {};
    for (const [name, child] of Object.entries((schema.properties as Record<string, JsonObject>) ?? {})) {
      const derived = derive(child, required && requiredNames.has(name), select, constraint);
      if (derived) properties[name] = derived;
    }
    return Object.keys(properties).length ? { type: 'object', properties } : undefined;
  }
  if (schema.type === 'array' && schema.items) {
    const items = derive(schema.items as JsonObject, required, select, constraint);
    return items ? { type: 'array', items } : undefined;
  }
  return undefined;
}

export interface DerivedSchema {
  /** Export name of the compiled validator. */
  readonly exportName: string;
  readonly schema: JsonObject;
}

export async function derivedSchemas(): Promise<DerivedSchema[]> {
  const source = schemaSources.find((s) => s.typeName === 'ConsentRequest')!;
  const canonical = await readSchema(source);
  const make = (
    exportName: string,
    id: string,
    select: (f: Field) => boolean,
    constraint: JsonObject,
  ): DerivedSchema => ({
    exportName,
    schema: {
      id,
      description: `Derived from ${canonical.id as string} by scripts/generate/derived-schemas.ts.`,
      ...derive(canonical, true, select, constraint),
    },
  });
  return [
    make('validateRequiredTextNotBlank', 'urn:consent-contract:derived:required-text-not-blank', isRequiredText, {
      notBlank: true,
    }),
    make('validateUrlsUseHttps', 'urn:consent-contract:derived:urls-use-https', isUrl, { httpsScheme: true }),
  ];
}
