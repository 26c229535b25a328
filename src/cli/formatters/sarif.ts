/**
 * --format sarif: a SARIF 2.1.0 log that GitHub code scanning accepts. tool.driver.rules lists
 * every code this tool can report (business rules from their metadata, schema keywords, input
 * checks), so ruleIds are stable and each has a description and help. URIs are relative to the
 * working directory (%SRCROOT%), regions are full (start and end line and column).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { consentRequestRules, dpdpRules } from '../../rules/index.js';
import type { Rule } from '../../rules/rule.js';
import { schemaMessages } from '../../schema/messages.js';
import { cliCodes, schemaKeywordDescriptions, validatorInputCodes } from '../report/codes.js';
import type { LocatedDiagnostic } from '../report/located.js';
import { packageInfo } from '../package-info.js';
import type { Formatter } from './formatter.js';
import { relativePath } from './relative-path.js';

const level = (severity: string): 'error' | 'warning' => (severity === 'error' ? 'error' : 'warning');

function descriptor(id: string, severity: string, description: string, help: string, tag: string, helpUri?: string): ReportingDescriptor {
  return {
    id,
    name: id.replace(/(^|[-/])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase()),
    shortDescription: { text: description },
    fullDescription: { text: `${description} ${help}` },
    help: { text: help, markdown: help },
    ...(helpUri && { helpUri }),
    defaultConfiguration: { level: level(severity) },
    properties: { tags: ['consent-contract', tag] },
  };
}

/** Every code the CLI can report, as SARIF reporting descriptors, in a stable order. */
export function sarifRules(homepage: string, customRules: ReadonlyArray<Rule<never>> = []): ReportingDescriptor[] {
  const rulesUri = homepage === '' ? undefined : `${homepage}#rules`;
  return [
    ...consentRequestRules.map((r) => descriptor(r.id, r.severity, r.description, r.rationale, 'rule', rulesUri)),
    ...dpdpRules.map((r) => descriptor(r.id, r.severity, r.description, r.rationale, 'rule', rulesUri)),
    ...customRules.map((r) => descriptor(r.id, r.severity, r.description, r.rationale, 'custom-rule')),
    ...Object.keys(schemaMessages).map((keyword) =>
      descriptor(
        `schema/${keyword}`,
        'error',
        schemaKeywordDescriptions[keyword] ?? `The payload does not satisfy the schema keyword "${keyword}".`,
        'Change the payload so that it follows schema/consent-request.v1.schema.json; the message says how.',
        'schema',
      ),
    ),
    ...Object.values(cliCodes).map((c) => descriptor(c.id, c.severity, c.description, c.help, 'input')),
    ...validatorInputCodes.map((c) => descriptor(c.id, c.severity, c.description, c.help, 'input')),
  ];
}

/** The artifact URI of a file: relative, /-separated, percent-encoded per segment. */
export const artifactUri = (file: string, cwd: string): string =>
  relativePath(file, cwd).split('/').map(encodeURIComponent).join('/');

/** The sarif formatter. */
export const formatSarif: Formatter = (reports, context) => {
  const info = packageInfo();
  const rules = sarifRules(info.homepage, context.customRules);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const artifacts = reports.map((r) => ({ location: { uri: artifactUri(r.file, context.cwd), uriBaseId: '%SRCROOT%' } }));
  const results: Result[] = [];
  reports.forEach((report, artifactIndex) => {
    for (const d of report.diagnostics as LocatedDiagnostic[]) {
      if (!index.has(d.code)) {
        index.set(d.code, rules.length);
        rules.push(descriptor(d.code, d.severity, d.message, 'See the message.', d.source));
      }
      results.push({
        ruleId: d.code,
        ruleIndex: index.get(d.code)!,
        level: level(d.severity),
        message: { text: d.pointer === '' ? d.message : `${d.message} (at ${d.pointer})` },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { ...artifacts[artifactIndex]!.location, index: artifactIndex },
              region:
                d.line === undefined
                  ? { startLine: 1, startColumn: 1 }
                  : { startLine: d.line, startColumn: d.column ?? 1, endLine: d.endLine ?? d.line, endColumn: d.endColumn ?? (d.column ?? 1) + 1 },
            },
            ...(d.pointer !== '' && { logicalLocations: [{ fullyQualifiedName: d.pointer }] }),
          },
        ],
        properties: { pointer: d.pointer, source: d.source, ...(d.params && { params: d.params }) },
      });
    }
  });
  const log: Log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: info.name,
            version: info.version,
            semanticVersion: info.version,
            ...(info.homepage !== '' && { informationUri: info.homepage }),
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToFileURL(resolve(context.cwd)).href.replace(/\/?$/, '/')}` } },
        artifacts,
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};
