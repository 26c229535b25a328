/**
 * The rules tables of generated/docs/reference.md, from the rules' own metadata. Each example
 * diagnostic is what the validator returns for the rule's example (rule-examples.ts).
 */
import { readFile } from 'node:fs/promises';
import { schemaDir } from '../sources.js';
import { applyPatch, type Operation } from 'rfc6902';
import { cell, code, table } from './markdown.js';
import type { PatchOperation, RuleExample } from './rule-examples.js';

/** The parts of a rule and of a diagnostic that the reference shows. */
export interface RuleFacts {
  readonly id: string;
  readonly severity: string;
  readonly description: string;
  readonly rationale: string;
  readonly enforcedByService?: boolean;
}

/** The severity as the docs show it: a rule the service enforces says that it cannot be lowered. */
export const severityText = (rule: Pick<RuleFacts, 'severity' | 'enforcedByService'>): string =>
  rule.enforcedByService ? `${rule.severity}, enforced by the service` : rule.severity;

export interface DiagnosticFacts {
  readonly code: string;
  readonly pointer: string;
  readonly message: string;
}

/** A registry with the validator of the documents its rules judge. */
export interface RuleSet {
  readonly rules: readonly RuleFacts[];
  readonly validate: (value: unknown) => { readonly diagnostics: readonly DiagnosticFacts[] };
}

/** The diagnostic the rule reports on its example, or an explanation of why there is none. */
export async function exampleDiagnostic(
  rule: RuleFacts,
  example: RuleExample | undefined,
  validate: RuleSet['validate'],
): Promise<DiagnosticFacts | string> {
  if (!example) return 'no example defined in scripts/generate/reference/rule-examples.ts';
  const base: unknown = JSON.parse(await readFile(`${schemaDir}examples/${example.base}`, 'utf8'));
  const changed = structuredClone(base);
  const failures = applyPatch(changed, example.patch as Operation[]).filter((error) => error !== null);
  if (failures.length > 0) return `its example does not apply to ${example.base}: ${failures[0]!.message}`;
  const found = validate(changed).diagnostics.find((d) => d.code === rule.id);
  return found ?? `its example does not make ${rule.id} report`;
}

function changeText(operation: PatchOperation): string {
  if (operation.op === 'remove') return `${code(operation.path)} removed`;
  const value = code(JSON.stringify(operation.value));
  return operation.op === 'add'
    ? `${code(operation.path)} added as ${value}`
    : `${code(operation.path)} set to ${value}`;
}

function exampleCell(example: RuleExample | undefined, diagnostic: DiagnosticFacts | string): string {
  if (typeof diagnostic === 'string' || !example) return cell(`(${diagnostic})`);
  const given = `${code(example.base.split('/').pop()!)} with ${example.patch.map(changeText).join(', ')}`;
  return `${given} reports at ${code(diagnostic.pointer)}: ${cell(diagnostic.message)}`;
}

/** One table of rules, in registry order (the order in which diagnostics are reported). */
export async function renderRules(ruleSet: RuleSet, examples: Readonly<Record<string, RuleExample>>): Promise<string> {
  const rows: string[][] = [];
  for (const rule of ruleSet.rules) {
    const example = Object.hasOwn(examples, rule.id) ? examples[rule.id] : undefined;
    const diagnostic = await exampleDiagnostic(rule, example, ruleSet.validate);
    rows.push([
      code(rule.id),
      severityText(rule),
      cell(rule.description),
      cell(rule.rationale),
      exampleCell(example, diagnostic),
    ]);
  }
  return table(['Rule', 'Severity', 'What it checks', 'Why', 'Example diagnostic'], rows);
}
