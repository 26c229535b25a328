/**
 * Every rule of the registries, against values of the wrong type: where the schema reports
 * schema/type at a pointer, no rule reports anything caused by that value (at the pointer,
 * inside it, or about it from elsewhere). The type error says what is wrong; a rule warning
 * beside it would describe a value the payload does not have.
 *
 * Each valid payload breaks no rule, so after one value is given the wrong type, any rule
 * diagnostic not already there is caused by that value.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentRequestRecordSchema, consentRequestSchema } from '../../generated/schemas.js';
import { validateConsentRequestRecordSchema, validateConsentRequestSchema } from '../../generated/validators.js';
import type { Diagnostic } from '../../src/diagnostic.js';
import { knownVersionRule } from '../../src/rules/known-version.js';
import { consentRequestRecordRules, consentRequestRules, dpdpRules } from '../../src/rules/index.js';
import { viewConsentRequest } from '../../src/rules/utils/payload-view.js';
import type { Rule } from '../../src/rules/utils/rule.js';
import { consentRequestArbitrary } from '../../src/testing/arbitraries.js';
import { runRules } from '../../src/validate/run-rules.js';
import { createValidator, type Validator } from '../../src/validate/validate-with.js';
import { rootDir } from '../support/examples.js';

/** Schemas and payloads, walked as free-form JSON. */
type Json = any;

/** A value of each JSON type that is not `type` (2.5 is a number but no integer). */
const wrongValues: Readonly<Record<string, readonly unknown[]>> = {
  string: [42, true, null, {}, []],
  integer: ['2', 2.5, true, null, {}, []],
  boolean: ['true', 1, null, {}, []],
  object: ['x', 1, false, null, []],
  array: ['x', 1, false, null, {}],
};

/** Every value present in `value` that `schema` gives a type, array items included. */
function typedPlaces(value: Json, schema: Json, pointer = ''): Array<{ pointer: string; type: string }> {
  const out: Array<{ pointer: string; type: string }> = [];
  if (typeof schema?.type === 'string' && pointer !== '') out.push({ pointer, type: schema.type });
  if (schema?.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries<Json>(schema.properties ?? {}))
      if (Object.hasOwn(value, key)) out.push(...typedPlaces(value[key], child, `${pointer}/${key}`));
  } else if (schema?.type === 'array' && Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...typedPlaces(item, schema.items, `${pointer}/${i}`));
  }
  return out;
}

/** A copy of `payload` with the value at `pointer` replaced. */
function withValue(payload: Json, pointer: string, value: unknown): Json {
  const copy = structuredClone(payload);
  const tokens = pointer.slice(1).split('/');
  let parent = copy;
  for (const token of tokens.slice(0, -1)) parent = parent[token];
  parent[tokens[tokens.length - 1] as string] = value;
  return copy;
}

const key = (d: Diagnostic): string => `${d.code} ${d.pointer}`;

/**
 * What `rules` report because one value of `payload` has a wrong type, as
 * "pointer = value: rule diagnostic" lines; empty when the rules keep quiet about every such value.
 */
function causedByWrongTypes(validate: Validator, schema: Json, rulesOf: (value: unknown) => readonly Diagnostic[]) {
  return (payload: Json): string[] => {
    const before = new Set(rulesOf(payload).map(key));
    const found: string[] = [];
    for (const place of typedPlaces(payload, schema)) {
      for (const wrong of wrongValues[place.type] ?? []) {
        const mutated = withValue(payload, place.pointer, wrong);
        // The schema reports it: the case is a type error at that pointer.
        const typeError = validate(mutated).diagnostics.some(
          (d) => d.code === 'schema/type' && d.pointer === place.pointer,
        );
        if (!typeError) found.push(`${place.pointer} = ${JSON.stringify(wrong)}: no schema/type`);
        for (const d of rulesOf(mutated))
          if (!before.has(key(d))) found.push(`${place.pointer} = ${JSON.stringify(wrong)}: ${key(d)} (${d.message})`);
      }
    }
    return found;
  };
}

const requestRules = [...consentRequestRules, ...dpdpRules];
const schemaOnly = (schema: Json): Validator => createValidator({ schema, rules: [], view: (value: unknown) => value });
const requestAudit = (rules: ReadonlyArray<Rule<ReturnType<typeof viewConsentRequest>>>) =>
  causedByWrongTypes(schemaOnly(validateConsentRequestSchema), consentRequestSchema, (value) =>
    runRules(rules, viewConsentRequest(value)),
  );

describe('no rule reports a value the schema reports as of the wrong type', () => {
  it('consent request rules (the registry and the dpdp preset), every typed value, every wrong type', () => {
    const audit = requestAudit(requestRules);
    fc.assert(
      fc.property(consentRequestArbitrary({ languages: { min: 2, max: 3 } }), (payload) => {
        expect(audit(payload)).toEqual([]);
      }),
      { numRuns: 8 },
    );
    for (const example of ['adult', 'minor-with-delegation']) {
      const payload = JSON.parse(readFileSync(`${rootDir}schema/examples/${example}.json`, 'utf8'));
      expect(audit(payload), example).toEqual([]);
    }
  });

  it('consent request record rules', () => {
    const record = JSON.parse(readFileSync(`${rootDir}schema/examples/responses/record.json`, 'utf8'));
    const audit = causedByWrongTypes(schemaOnly(validateConsentRequestRecordSchema), consentRequestRecordSchema, (v) =>
      runRules(consentRequestRecordRules, v),
    );
    expect(audit(record)).toEqual([]);
  });

  it('would see a rule that judges a value of the wrong type (the check can fail)', () => {
    // known-version as it would be if it read any value, not only strings.
    const careless: Rule<ReturnType<typeof viewConsentRequest>> = {
      ...knownVersionRule,
      check: (view) =>
        view.version === '1' ? [] : [{ pointer: '/version', messageId: 'unknown', data: { version: view.version } }],
    };
    const payload = JSON.parse(readFileSync(`${rootDir}schema/examples/adult.json`, 'utf8'));
    expect(requestAudit([careless])(payload)).toContain(
      '/version = 42: known-version /version (version "42" is not a known schema version; this package knows version 1)',
    );
  });
});
