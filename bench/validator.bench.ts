/**
 * Issue 13's speed target (issue 2 asked 1.25x): on a typical payload (3 languages x 3 purposes, about 7 KB),
 * validateConsentRequest(JSON.parse(text)) costs at most 1.12x JSON.parse(text) alone.
 * ajv compiled at run time is reported beside it, and the floor: what the contract makes every
 * validation do before any rule, with the package's own generated code (the precompiled schema
 * validator, then the one pass over a schema-valid payload's strings: its size bound and one
 * isWellFormed per string, since a lone surrogate is refused). When the floor alone is above the
 * target, no work on the rules can meet it without dropping a check the contract requires.
 */
import { readFileSync } from 'node:fs';
// The built package, as users load it (bench/index.ts builds it first).
import { validateConsentRequest } from '../dist/src/index.js';
import { validateConsentRequestSchema } from '../dist/generated/validators.js';
import { consentRequestTextBound } from '../dist/generated/text-bound.js';
import { createAjv } from '../scripts/generate/validators.js';
import { compareAlternating, median, pairedRatios, us } from './support.js';

const root = new URL('../', import.meta.url);
const text = readFileSync(new URL('schema/examples/adult.json', root), 'utf8');
const schema = JSON.parse(readFileSync(new URL('schema/consent-request.v1.schema.json', root), 'utf8'));

const compileStart = process.hrtime.bigint();
const runtimeAjv = createAjv(false).compile(schema);
const compileNs = Number(process.hrtime.bigint() - compileStart);

if (!validateConsentRequest(JSON.parse(text)).valid || !runtimeAjv(JSON.parse(text)))
  throw new Error('the typical payload must be valid');

const floorName = 'floor: JSON.parse + schema + text pass, no rules';
const samples = compareAlternating({
  'JSON.parse': () => JSON.parse(text),
  'JSON.parse + validateConsentRequest': () => validateConsentRequest(JSON.parse(text)),
  'JSON.parse + ajv compiled at run time (schema only)': () => runtimeAjv(JSON.parse(text)),
  'JSON.parse + precompiled schema (schema only)': () => validateConsentRequestSchema(JSON.parse(text)),
  [floorName]: () => {
    const value = JSON.parse(text);
    return validateConsentRequestSchema(value) && consentRequestTextBound(value) >= 0;
  },
});

const parse = samples['JSON.parse']!;
console.log(
  `typical payload: ${Buffer.byteLength(text)} bytes; ${parse.length} alternating rounds; median of paired per-round ratios`,
);
for (const [name, ns] of Object.entries(samples)) {
  console.log(`  ${name.padEnd(52)} ${us(median(ns)).padStart(10)}  ${median(pairedRatios(ns, parse)).toFixed(3)}x`);
}
console.log(`  ajv run-time compile of the schema, once: ${(compileNs / 1e6).toFixed(1)} ms`);
const ratios = pairedRatios(samples['JSON.parse + validateConsentRequest']!, parse).sort((a, b) => a - b);
const ratio = median(ratios);
const quartile = (q: number): string => ratios[Math.floor(q * (ratios.length - 1))]!.toFixed(3);
const target = 1.12;
console.log(
  `validate ratio: ${ratio.toFixed(3)}x JSON.parse (rounds: ${quartile(0.25)}-${quartile(0.75)} interquartile) (target <= ${target}x): ${ratio <= target ? 'met' : 'NOT MET'}`,
);
const floors = pairedRatios(samples[floorName]!, parse).sort((a, b) => a - b);
const floor = median(floors);
const floorQuartile = (q: number): string => floors[Math.floor(q * (floors.length - 1))]!.toFixed(3);
console.log(
  `floor ratio: ${floor.toFixed(3)}x JSON.parse (rounds: ${floorQuartile(0.25)}-${floorQuartile(0.75)} interquartile): ${floor > target ? `above the target, which no rule work can reach without dropping a required check` : `within the target: the rules get ${(target - floor).toFixed(3)}x`}`,
);
