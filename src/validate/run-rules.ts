/** Runs rules and turns their findings into Diagnostics. */
import type { Diagnostic } from '../diagnostic.js';
import { boundParams, fillTemplate } from '../describe-value.js';
import type { Finding, Rule } from '../rules/utils/rule.js';
import { none } from '../none.js';

export function findingToDiagnostic(rule: Rule<never>, finding: Finding): Diagnostic {
  const template = rule.messages[finding.messageId] ?? finding.messageId;
  return {
    code: rule.id,
    severity: rule.severity,
    pointer: finding.pointer,
    message: fillTemplate(template, finding.data),
    source: 'rule',
    params: boundParams(finding.data),
  };
}

/** Built-in ids have no "/"; a team's own rule is namespaced, and its failure is its author's to fix. */
function failureMessage(id: string, error: unknown): string {
  if (!id.includes('/'))
    return `rule ${id} could not check this input; this is a bug in consent-contract, please report it`;
  const reason = error instanceof Error ? error.message : String(error);
  return `custom rule ${id} failed on this input (${reason.slice(0, 200)}); fix the rule, or switch it off with --rule ${id}=off`;
}

/** A rule is pure and never throws; should one ever do, the input is reported, not the stack. */
export function runRules<Input>(rules: ReadonlyArray<Rule<Input>>, input: Input): readonly Diagnostic[] {
  let diagnostics: Diagnostic[] | undefined;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    let findings: readonly Finding[];
    try {
      findings = rule.check(input);
    } catch (error) {
      (diagnostics ??= []).push({
        code: 'internal/rule-failed',
        severity: 'error',
        pointer: '',
        message: failureMessage(rule.id, error),
        source: 'input',
        params: { rule: rule.id },
      });
      continue;
    }
    for (let j = 0; j < findings.length; j++)
      (diagnostics ??= []).push(findingToDiagnostic(rule as Rule<never>, findings[j]!));
  }
  return diagnostics ?? none;
}
