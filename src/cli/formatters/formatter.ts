/** What every formatter is: reports in, text out. One formatter per file beside this one. */
import type { FileReport } from '../report/located.js';

/** What a formatter may need besides the reports. */
export interface FormatContext {
  /** Relative paths in the output are relative to this directory. */
  readonly cwd: string;
  /** Use ANSI colour (stylish only). */
  readonly color: boolean;
}

/** Renders the reports of one run, in the order given. */
export type Formatter = (reports: readonly FileReport[], context: FormatContext) => string;
