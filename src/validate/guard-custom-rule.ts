/**
 * A team's rule is not ours: its check may throw or return what is not a list of findings. The
 * guard turns a malformed result into an error, which runRules reports as one diagnostic naming
 * the rule, so a bad custom rule never crashes a run nor prints a half-filled message.
 */
import type { Finding, Rule } from '../rules/utils/rule.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checked<Input>(rule: Rule<Input>, findings: unknown): readonly Finding[] {
  if (!Array.isArray(findings))
    throw new TypeError(`check returned ${findings === null ? 'null' : typeof findings}, not an array of findings`);
  for (let i = 0; i < findings.length; i++) {
    const f: unknown = findings[i];
    if (!isRecord(f) || typeof f.pointer !== 'string' || (f.pointer !== '' && !f.pointer.startsWith('/'))) {
      throw new TypeError(`finding ${i} has no JSON pointer (such as "/content/company")`);
    }
    if (typeof f.messageId !== 'string' || !Object.hasOwn(rule.messages, f.messageId)) {
      throw new TypeError(`finding ${i} names message "${String(f.messageId)}", which is not in the rule's messages`);
    }
    if (f.data !== undefined && !isRecord(f.data)) throw new TypeError(`finding ${i} has data that is not an object`);
  }
  // data is optional for a team's rule; the pipeline fills messages from an object. A loop, not
  // some(): no closure per check, so a rule that finds nothing costs nothing more for the guard.
  for (let i = 0; i < findings.length; i++) {
    if ((findings[i] as Finding).data === undefined)
      return findings.map((f: Finding) => ({ ...f, data: f.data ?? {} }));
  }
  return findings;
}

/** The rule at a configured severity, with its check guarded. */
export function guardCustomRule<Input>(rule: Rule<Input>, severity: Rule<Input>['severity']): Rule<Input> {
  const check = rule.check;
  return { ...rule, severity, check: (input) => checked(rule, check.call(rule, input)) };
}
