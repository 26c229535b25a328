/** What every conformance formatter is: the report in, text out. One formatter per file beside this one. */
import type { ConformanceReport } from '../../../conformance/report.js';

/** What a formatter may need besides the report. */
export interface ConformanceFormatContext {
  /** Use ANSI colour (stylish only). */
  readonly color: boolean;
  /** The package version, for the tool's name in junit. */
  readonly version: string;
}

/** Renders the report of one run. */
export type ConformanceFormatter = (report: ConformanceReport, context: ConformanceFormatContext) => string;
