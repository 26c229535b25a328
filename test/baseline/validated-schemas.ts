/**
 * json-schema-diff (openapi-diff's schema engine) checks both schemas of every body it compares
 * against the draft-07 meta-schema, each with a new Ajv that compiles that meta-schema anew: about
 * 0.25 s of CPU per schema, 9 of the 15 s the v1 baseline's tests spent (they diff the same bodies
 * again and again, one whole diff per change). Here the same check runs on one Ajv, made with the
 * same options, the same Ajv and the same meta-schema as json-schema-diff's own, so the
 * meta-schema is compiled once per process; verdict.test.ts holds its outcomes to the original's.
 * json-schema-diff's module is shared through Node's require cache, so openapi-diff calls this one.
 */
import { createRequire } from 'node:module';

type ValidateSchemas = (source: unknown, destination: unknown) => Promise<void>;

interface Ajv {
  validateSchema(schema: unknown): boolean | Promise<unknown>;
  errorsText(errors?: unknown): string;
  errors?: unknown;
}

const fromOpenApiDiff = createRequire(createRequire(import.meta.url).resolve('openapi-diff'));
const fromJsonSchemaDiff = createRequire(fromOpenApiDiff.resolve('json-schema-diff'));

/** json-schema-diff's module that exports validateSchemas, as openapi-diff loads it. */
export const validateSchemasModule = fromOpenApiDiff(
  'json-schema-diff/dist/json-schema-diff/diff-schemas/validate-schemas.js',
) as { validateSchemas: ValidateSchemas };

/** json-schema-diff's own check (a new Ajv per schema). */
export const originalValidateSchemas = validateSchemasModule.validateSchemas;

let shared: Ajv | undefined;

/** Ajv as json-schema-diff makes it (validate-schemas.js), made once. */
function ajv(): Ajv {
  if (shared === undefined) {
    const Ajv = (
      fromJsonSchemaDiff('ajv') as { default: new (options: object) => Ajv & { addMetaSchema(s: object): void } }
    ).default;
    const instance = new Ajv({ strict: false, meta: false });
    instance.addMetaSchema(fromJsonSchemaDiff('json-schema-spec-types/lib/json-schema-draft-07-schema') as object);
    shared = instance;
  }
  return shared;
}

/** The reason `schema` is not a valid draft-07 schema, or undefined when it is one. */
function invalidBecause(schema: unknown): string | undefined {
  const checker = ajv();
  return checker.validateSchema(schema) === true ? undefined : checker.errorsText(checker.errors ?? undefined);
}

/** json-schema-diff's validateSchemas (same checks, same messages), on one Ajv. */
export function sharedValidateSchemas(source: unknown, destination: unknown): Promise<void> {
  const sourceProblem = invalidBecause(source);
  if (sourceProblem !== undefined)
    return Promise.reject(new Error(`Source schema is not a valid json schema: ${sourceProblem}`));
  const destinationProblem = invalidBecause(destination);
  if (destinationProblem !== undefined)
    return Promise.reject(new Error(`Destination schema is not a valid json schema: ${destinationProblem}`));
  return Promise.resolve();
}

validateSchemasModule.validateSchemas = sharedValidateSchemas;
