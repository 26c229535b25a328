/**
 * Every code the command line can report, with its description and help, and the tool that reports
 * them: what a report that names its tool (SARIF) is given, so that its formatter reads nothing.
 */
import { consentRequestRules } from '../../rules/index.js';
import { schemaMessages } from '../../schema/messages.js';
import { packageInfo } from '../package-info.js';
import { cliCodes, schemaKeywordDescriptions, validatorInputCodes, type CliCode } from './codes.js';

/** One reportable code and where it comes from. */
export interface CatalogueEntry extends CliCode {
  /** A business rule, a schema keyword, or a problem with the input itself. */
  readonly kind: 'rule' | 'schema' | 'input';
}

/** The reporting tool: its package name, version, homepage ('' when unknown) and every code. */
export interface ToolInfo {
  readonly name: string;
  readonly version: string;
  readonly homepage: string;
  readonly codes: readonly CatalogueEntry[];
}

/** Every code, in a stable order: business rules, schema keywords, then input problems. */
export function codeCatalogue(): CatalogueEntry[] {
  return [
    ...consentRequestRules.map((r) => ({
      id: r.id,
      severity: r.severity,
      description: r.description,
      help: r.rationale,
      kind: 'rule' as const,
    })),
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

/** This package as the reporting tool; reads package.json. */
export function toolInfo(): ToolInfo {
  return { ...packageInfo(), codes: codeCatalogue() };
}
