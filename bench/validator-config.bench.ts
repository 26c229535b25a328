/**
 * Issue 11's speed target: a validator made by createConsentRequestValidator with two severities
 * changed and one custom rule, on the typical payload, costs at most 1.25x JSON.parse alone.
 */
import { readFileSync } from 'node:fs';
// The built package, as users load it (bench/index.ts builds it first).
import { createConsentRequestValidator, validateConsentRequest } from '../dist/src/index.js';
import { defineRule, type ConsentRequestView } from '../dist/src/rules/authoring/index.js';
import { compareAlternating, median, pairedRatios, us } from './support.js';

const text = readFileSync(new URL('../schema/examples/adult.json', import.meta.url), 'utf8');

const purposeCatalogue = new Set(['account-opening', 'transaction-alerts', 'personalised-offers']);
const customRule = defineRule<ConsentRequestView>({
  id: 'acme/purpose-catalogue',
  severity: 'error',
  description: 'Every purposeId comes from our purpose catalogue.',
  rationale: 'Reports group consent by purpose.',
  messages: { unknown: 'purposeId "{purposeId}" is not in the purpose catalogue' },
  check({ languages }) {
    const findings = [];
    for (const language of languages) {
      const purposes = language.purposes ?? [];
      for (let p = 0; p < purposes.length; p++) {
        const id = (purposes[p] as { purposeId?: unknown } | null)?.purposeId;
        if (typeof id === 'string' && !purposeCatalogue.has(id))
          findings.push({
            pointer: `/content/languages/${language.index}/purposes/${p}/purposeId`,
            messageId: 'unknown',
            data: { purposeId: id },
          });
      }
    }
    return findings;
  },
});
const configured = createConsentRequestValidator({
  rules: { 'https-urls': 'error', 'dp-hash-not-personal-data': 'off' },
  customRules: [customRule],
});
if (!configured(JSON.parse(text)).valid) throw new Error('the typical payload must be valid under the configuration');

const samples = compareAlternating({
  'JSON.parse': () => JSON.parse(text),
  'JSON.parse + validateConsentRequest': () => validateConsentRequest(JSON.parse(text)),
  'JSON.parse + configured validator (2 severities, 1 custom rule)': () => configured(JSON.parse(text)),
});
const parse = samples['JSON.parse']!;
for (const [name, ns] of Object.entries(samples)) {
  console.log(`  ${name.padEnd(66)} ${us(median(ns)).padStart(10)}  ${median(pairedRatios(ns, parse)).toFixed(3)}x`);
}
const ratio = median(pairedRatios(samples['JSON.parse + configured validator (2 severities, 1 custom rule)']!, parse));
const target = 1.25;
console.log(
  `configured validator ratio: ${ratio.toFixed(3)}x JSON.parse (target <= ${target}x): ${ratio <= target ? 'met' : 'NOT MET'}`,
);
