/** The SARIF 2.1.0 JSON schema (draft-04, as shipped by @microsoft/jest-sarif), compiled with ajv. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';

// CommonJS packages: under Node's ESM interop the default import is module.exports.
const AjvDraft04 = ajvDraft04.default;
const addFormats = ajvFormats.default;

const require = createRequire(import.meta.url);
const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;

const ajv = new AjvDraft04({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);

/** Validates a SARIF log; returns ajv's errors (empty when valid). */
export const validateSarif = (() => {
  const validate = ajv.compile(schema);
  return (log: unknown): unknown[] => (validate(log) ? [] : [...(validate.errors ?? [])]);
})();
