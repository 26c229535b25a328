/** What every formatter is: reports in, text out. One formatter per file beside this one. */
import type { FileReport } from '../report/located.js';
import type { Rule } from '../../rules/utils/rule.js';

/** What a formatter may need besides the reports. */
export interface FormatContext {
  /** Relative paths in the output are relative to this directory. */
  readonly cwd: string;
  /** Use ANSI colour (stylish only). */
  readonly color: boolean;
  /** Warnings found but not shown (--quiet), for the summary; 0 when absent. */
  readonly hiddenWarnings?: number;
  /** Payloads checked (an NDJSON input holds many); the number of reports when absent. */
  readonly payloads?: number;
  /** The configuration's own rules, for formats that list every rule (SARIF's catalogue). */
  readonly customRules?: ReadonlyArray<Rule<never>>;
}

/** Renders the reports of one run, in the order given. */
export type Formatter = (reports: readonly FileReport[], context: FormatContext) => string;
