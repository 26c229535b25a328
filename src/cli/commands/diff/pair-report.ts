/** What `diff` reports for one pair of files, as every format receives it. */
import type { NoticeChange } from '../../../notice/diff/diff.js';
import type { LocatedDiagnostic, Region } from '../../report/located.js';

/** A change with its position in NEW, when it has one there. */
export type LocatedChange = NoticeChange & Partial<Region>;

/**
 * `compared`: both sides read and compared. `added`: NEW has no OLD (a new notice: nobody has
 * consented to it yet). `deleted`: OLD has no NEW. `not-compared`: a side could not be read or parsed.
 */
export type PairStatus = 'compared' | 'added' | 'deleted' | 'not-compared';

/** One pair of files. */
export interface PairReport {
  /** OLD as shown: a path, or `REF:path`. */
  readonly old: string;
  /** NEW as shown: a path. */
  readonly new: string;
  readonly status: PairStatus;
  readonly reconsentRequired: boolean;
  readonly changes: readonly LocatedChange[];
  /** NEW's problems: what `validate` reports, and supersedes-previous-false. */
  readonly diagnostics: readonly LocatedDiagnostic[];
  /** OLD's problems with the input itself (not JSON, not UTF-8...). */
  readonly oldDiagnostics: readonly LocatedDiagnostic[];
}

/** What a diff format may need besides the reports. */
export interface DiffFormatContext {
  readonly cwd: string;
  readonly color: boolean;
}

/** Renders the reports of one run. */
export type DiffFormatter = (reports: readonly PairReport[], context: DiffFormatContext) => string;

/** Counts of changes by impact, over some reports. */
export function impactCounts(reports: readonly PairReport[]): Record<NoticeChange['impact'], number> {
  const counts = { reconsent: 0, notice: 0, narrowing: 0 };
  for (const report of reports) for (const change of report.changes) counts[change.impact]++;
  return counts;
}
