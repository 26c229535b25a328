/**
 * --format sarif: a SARIF 2.1.0 log that GitHub code scanning accepts. tool.driver.rules lists
 * every code this tool can report (the catalogue the command passes in the context: business
 * rules, schema keywords, input checks), so ruleIds are stable and each has a description and help.
 * URIs are relative to the working directory (%SRCROOT%), regions are full (start and end line and
 * column).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import type { CatalogueEntry, ToolInfo } from '../report/catalogue.js';
import type { FileReport, LocatedDiagnostic } from '../report/located.js';
import { safeJson } from '../../safe-text.js';
import type { FormatContext } from './formatter.js';
import { relativePath } from './relative-path.js';

/** What the sarif formatter needs besides the reports: the tool it names, given by the command. */
export interface SarifContext extends FormatContext {
  readonly tool: ToolInfo;
}

const level = (severity: string): 'error' | 'warning' => (severity === 'error' ? 'error' : 'warning');

function descriptor(code: Omit<CatalogueEntry, 'kind'>, tag: string, helpUri?: string): ReportingDescriptor {
  return {
    id: code.id,
    name: code.id.replace(/(^|[-/])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase()),
    shortDescription: { text: code.description },
    fullDescription: { text: `${code.description} ${code.help}` },
    help: { text: code.help, markdown: code.help },
    ...(helpUri && { helpUri }),
    defaultConfiguration: { level: level(code.severity) },
    properties: { tags: ['consent-contract', tag] },
  };
}

/** The tool's codes as SARIF reporting descriptors, in the catalogue's order. */
export function sarifRules(tool: ToolInfo): ReportingDescriptor[] {
  const rulesUri = tool.homepage === '' ? undefined : `${tool.homepage}#rules`;
  return tool.codes.map((code) => descriptor(code, code.kind, code.kind === 'rule' ? rulesUri : undefined));
}

/** The artifact URI of a file: relative, /-separated, percent-encoded per segment. */
export const artifactUri = (file: string, cwd: string): string =>
  relativePath(file, cwd).split('/').map(encodeURIComponent).join('/');

/** The sarif formatter: pure, everything it prints comes from its arguments. */
export function formatSarif(reports: readonly FileReport[], context: SarifContext): string {
  const info = context.tool;
  const rules = sarifRules(info);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const artifacts = reports.map((r) => ({
    location: { uri: artifactUri(r.file, context.cwd), uriBaseId: '%SRCROOT%' },
  }));
  const results: Result[] = [];
  reports.forEach((report, artifactIndex) => {
    for (const d of report.diagnostics as LocatedDiagnostic[]) {
      if (!index.has(d.code)) {
        index.set(d.code, rules.length);
        rules.push(
          descriptor({ id: d.code, severity: d.severity, description: d.message, help: 'See the message.' }, d.source),
        );
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
                  : {
                      startLine: d.line,
                      startColumn: d.column ?? 1,
                      endLine: d.endLine ?? d.line,
                      endColumn: d.endColumn ?? (d.column ?? 1) + 1,
                    },
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
        originalUriBaseIds: {
          '%SRCROOT%': { uri: `${pathToFileURL(resolve(context.cwd)).href.replace(/\/?$/, '/')}` },
        },
        artifacts,
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return `${safeJson(JSON.stringify(log, null, 2))}\n`;
}
