/**
 * Every code the command line can report, with its description and help, and the tool that reports
 * them: what a report that names its tool (SARIF) is given, so that its formatter reads nothing.
 */
import { consentRequestRules, dpdpRules } from '../../rules/index.js';
import type { Rule } from '../../rules/utils/rule.js';
import { schemaMessages } from '../../schema/messages.js';
import { packageInfo } from '../package-info.js';
import { cliCodes, schemaKeywordDescriptions, validatorInputCodes, type CliCode } from './codes.js';

/** One reportable code and where it comes from. */
export interface CatalogueEntry extends CliCode {
  /** A business rule, a rule of the user's configuration, a schema keyword, or a problem with the input itself. */
  readonly kind: 'rule' | 'custom-rule' | 'schema' | 'input';
}

/** The reporting tool: its package name, version, homepage ('' when unknown) and every code. */
export interface ToolInfo {
  readonly name: string;
  readonly version: string;
  readonly homepage: string;
  readonly codes: readonly CatalogueEntry[];
}

const ruleEntry =
  (kind: 'rule' | 'custom-rule') =>
  (r: Rule<never>): CatalogueEntry => ({
    id: r.id,
    severity: r.severity,
    description: r.description,
    help: r.rationale,
    kind,
  });

/**
 * Every code, in a stable order: business rules (the contract's, then the DPDP preset's), the
 * configuration's own rules, schema keywords, then input problems.
 */
export function codeCatalogue(customRules: ReadonlyArray<Rule<never>> = []): CatalogueEntry[] {
  return [
    ...[...consentRequestRules, ...dpdpRules].map(ruleEntry('rule')),
    ...customRules.map(ruleEntry('custom-rule')),
    ...Object.keys(schemaMessages).map((keyword) => ({
      id: `schema/${keyword}`,
      severity: 'error' as const,
      description:
        schemaKeywordDescriptions[keyword] ?? `The payload does not satisfy the schema keyword "${keyword}".`,
      help: 'Change the payload so that it follows schema/consent-request.v1.schema.json; the message says how.',
      kind: 'schema' as const,
    })),
    ...[...Object.values(cliCodes), ...validatorInputCodes].map((c) => ({ ...c, kind: 'input' as const })),
  ];
}

/** This package as the reporting tool, with the configuration's own rules; reads package.json. */
export function toolInfo(customRules: ReadonlyArray<Rule<never>> = []): ToolInfo {
  return { ...packageInfo(), codes: codeCatalogue(customRules) };
}
