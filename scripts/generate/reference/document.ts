/**
 * generated/docs/reference.md: the field reference. Tables of every object of the schemas in
 * schema/, the limits, and the business rules with an example diagnostic each, all read from
 * the sources so that nothing is written twice.
 */
import { markupHeader } from '../header.js';
import { readSchema, schemaSources } from '../sources.js';
import { objectsOf, renderObject } from './fields.js';
import { renderLimits } from './limits.js';
import { renderRules } from './rules.js';
import { ruleExamples } from './rule-examples.js';
import { anchor } from './markdown.js';
import { renderNoticeChanges } from './notice-changes.js';
import { renderProblemTypes } from './problems.js';

/** Section headings by schema, in the order of schemaSources. */
const documentHeadings: Readonly<Record<string, string>> = {
  ConsentRequest: 'Consent Request payload',
  ConsentRequestRecord: 'Consent Request record',
  TokenResponse: 'Token response',
  Problem: 'Error body (Problem)',
};

export async function generateReferenceMd(): Promise<string> {
  // Imported when rendering, not when generate.ts starts: the validators import generated/
  // files that earlier outputs of the same run may just have rewritten.
  const core = await import('../../../src/index.js');
  const schemas = await Promise.all(
    schemaSources.map(async (source) => ({
      typeName: source.typeName,
      file: source.file,
      schema: await readSchema(source),
    })),
  );

  const documents = schemas.map(({ typeName, file, schema }) => {
    const heading = documentHeadings[typeName] ?? typeName;
    const objects = objectsOf(schema, typeName).map(renderObject);
    return [`## ${heading}`, '', `Schema: \`schema/${file}\`.`, '', objects.join('\n\n')].join('\n');
  });

  const payloadRules = await renderRules(
    { rules: core.consentRequestRules, validate: (value) => core.validateConsentRequest(value) },
    ruleExamples,
  );
  const dpdpRules = await renderRules(
    {
      rules: (await import('../../../src/rules/index.js')).dpdpRules,
      validate: core.createConsentRequestValidator({ extends: ['dpdp'] }),
    },
    ruleExamples,
  );
  const recordRules = await renderRules(
    { rules: core.consentRequestRecordRules, validate: (value) => core.validateConsentRequestRecord(value) },
    ruleExamples,
  );

  const contents = [
    ...schemas.map(({ typeName }) => documentHeadings[typeName] ?? typeName),
    'Limits',
    'Problem types',
    'Rules',
    'Notice changes',
  ].map((heading) => `- [${heading}](#${anchor(heading)})`);

  return [
    markupHeader('schema/*.schema.json, src/rules and src/problems'),
    '# consent-contract field reference',
    '',
    'Every field of the documents of the Data Fiduciary interface, the limits, and the business',
    'rules that `validateConsentRequest` and `consent-contract validate` apply on top of the',
    'schemas. The API docs are in [index.html](index.html).',
    '',
    'Paths are JSON pointers (RFC 6901) in which `*` stands for every item of an array. An error',
    'makes a document invalid; a warning does too under strict validation (`--strict`).',
    '',
    ...contents,
    '',
    documents.join('\n\n'),
    '',
    '## Limits',
    '',
    'Lengths count characters as JSON Schema does (Unicode code points: an emoji is one), not bytes.',
    'Each bound can be reached on its own; together they can pass the body limit, which then binds:',
    'at every item cap (32 languages of 32 purposes of 32 categories) the smallest payload is 0.8 MB,',
    'so long texts in many languages must be shorter. Why each bound has its value: schema/DECISIONS.md.',
    '',
    renderLimits(schemas, core),
    '',
    '## Problem types',
    '',
    renderProblemTypes(core.problemTypes),
    '',
    '## Rules',
    '',
    'Rules of the Consent Request payload, in the order in which their diagnostics are reported.',
    'Each example changes one document of `schema/examples/` and shows what the validator reports.',
    '',
    payloadRules,
    '',
    'Rules that only the `dpdp` preset switches on (`"extends": ["dpdp"]` in a configuration).',
    '',
    dpdpRules,
    '',
    'Rules marked "enforced by the service" mirror a 400 answer of the consent manager: a',
    'configuration cannot switch them off or lower them.',
    '',
    'Rules of the Consent Request record returned by creation (`validateConsentRequestRecord`).',
    '',
    recordRules,
    '',
    '## Notice changes',
    '',
    renderNoticeChanges(core),
    '',
  ].join('\n');
}
