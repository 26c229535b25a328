/**
 * json-schema-diff (openapi-diff's schema engine) checks both schemas of every body it compares
 * against the draft-07 meta-schema, with a new Ajv each time that compiles that meta-schema anew:
 * about 0.45 s of CPU per body, 7 of the 13 s that the v1 baseline's tests spent. The tests
 * compare the same baseline bodies again and again (one whole diff per change). Here the check is
 * remembered per pair of schemas (by their JSON text): the first time, json-schema-diff's own
 * check runs; the same pair again gets the same outcome (it is a pure function of the two schemas).
 * Its module is shared through Node's require cache, so openapi-diff calls this one.
 */
import { createRequire } from 'node:module';

type ValidateSchemas = (source: unknown, destination: unknown) => Promise<void>;

const fromOpenApiDiff = createRequire(createRequire(import.meta.url).resolve('openapi-diff'));
const modulePath = 'json-schema-diff/dist/json-schema-diff/diff-schemas/validate-schemas.js';

/** json-schema-diff's module that exports validateSchemas, as openapi-diff loads it. */
export const validateSchemasModule = fromOpenApiDiff(modulePath) as { validateSchemas: ValidateSchemas };

const original = validateSchemasModule.validateSchemas;
const outcomes = new Map<string, Promise<void>>();

/** How many checks json-schema-diff itself ran (the rest were remembered). */
export let checksRun = 0;

/** json-schema-diff's check of two schemas, run once per pair (by JSON text) in this process. */
export function rememberedValidateSchemas(source: unknown, destination: unknown): Promise<void> {
  const key = JSON.stringify([source, destination]);
  let outcome = outcomes.get(key);
  if (outcome === undefined) {
    checksRun++;
    outcome = original(source, destination);
    // Kept for later callers; each of them handles the rejection it gets.
    outcome.catch(() => undefined);
    outcomes.set(key, outcome);
  }
  return outcome;
}

validateSchemasModule.validateSchemas = rememberedValidateSchemas;
