/** `consent-contract diff`: reads the pairs, compares each, prints one format, returns the exit status. */
import { resolve } from 'node:path';
import { supersedesFinding } from '../../../notice/diff/diff-consent-requests.js';
import { diffPayloads } from '../../../notice/diff/diff.js';
import { shouldColor } from '../../formatters/color.js';
import { readFileBytes } from '../../input/read-input.js';
import type { CliIo } from '../../io.js';
import { bySourcePosition } from '../../../document/located.js';
import type { LocatedDiagnostic } from '../../report/located.js';
import { parseDiffArgs, type DiffFormatName, type DiffOptions } from './args.js';
import { bytesAtRef, changedFiles } from './git.js';
import type { DiffFormatter, LocatedChange, PairReport } from './pair-report.js';
import { readSide, type Side } from './read-side.js';

/** Exit statuses. */
export const diffExitStatus = { clean: 0, findings: 1, trouble: 2 } as const;

const formats: Readonly<Record<DiffFormatName, () => Promise<DiffFormatter>>> = {
  stylish: async () => (await import('./formats/stylish.js')).formatDiffStylish,
  json: async () => (await import('./formats/json.js')).formatDiffJson,
  markdown: async () => (await import('./formats/markdown.js')).formatDiffMarkdown,
  github: async () => (await import('./formats/github.js')).formatDiffGithub,
};

/** Positions of the changes in NEW's text (a change to something gone has none there). */
async function locateChanges(changes: readonly LocatedChange[], text: string | undefined): Promise<LocatedChange[]> {
  if (changes.length === 0 || text === undefined) return [...changes];
  const { PositionFinder } = await import('../../../document/locate/positions.js');
  const finder = new PositionFinder(text);
  return changes.map((c) =>
    c.pointer === null
      ? c
      : {
          ...c,
          ...finder.region({ code: c.code, severity: 'error', pointer: c.pointer, message: '', source: 'rule' }),
        },
  );
}

/** Compares two sides that were read; either may be missing (an added or deleted file). */
async function comparePair(
  oldSide: Side | undefined,
  newSide: Side | undefined,
  oldName: string,
  newName: string,
): Promise<PairReport> {
  const base = { old: oldName, new: newName, oldDiagnostics: oldSide?.diagnostics ?? [] };
  const diagnostics: LocatedDiagnostic[] = [...(newSide?.diagnostics ?? [])];
  const nothing = { reconsentRequired: false, changes: [], diagnostics };
  if (newSide === undefined) return { ...base, ...nothing, status: 'deleted' };
  if (oldSide === undefined) return { ...base, ...nothing, status: newSide.comparable ? 'added' : 'not-compared' };
  if (!oldSide.comparable || !newSide.comparable) return { ...base, ...nothing, status: 'not-compared' };
  const changes = await locateChanges(diffPayloads(oldSide.value, newSide.value), newSide.text);
  const flag = supersedesFinding(newSide.value, changes);
  if (flag !== undefined) diagnostics.push(...(await locateFlag(flag, newSide.text)));
  return {
    ...base,
    status: 'compared',
    reconsentRequired: changes.some((c) => c.impact === 'reconsent'),
    changes,
    diagnostics: diagnostics.sort(bySourcePosition),
  };
}

async function locateFlag(flag: LocatedDiagnostic, text: string | undefined): Promise<LocatedDiagnostic[]> {
  if (text === undefined) return [flag];
  const { locate } = await import('../../../document/locate/positions.js');
  return locate(text, [flag]);
}

const isPayloadLike = (side: Side | undefined): boolean => {
  const value = side?.value;
  return typeof value === 'object' && value !== null && Object.hasOwn(value, 'content');
};

async function gitPairs(options: DiffOptions, io: CliIo, ref: string): Promise<PairReport[] | string> {
  const changed = changedFiles(io.cwd, ref, options.operands);
  if (!changed.ok) return changed.error;
  const reports: PairReport[] = [];
  for (const file of changed.files) {
    const oldName = `${ref}:${file.repoPath}`;
    const oldSide =
      file.status === 'added' ? undefined : await readSide(oldName, bytesAtRef(changed.top, ref, file.repoPath), false);
    const newSide =
      file.status === 'deleted'
        ? undefined
        : await readSide(file.shownPath, readFileBytes(resolve(changed.top, file.repoPath)), true);
    // A JSON file that is no consent request on either side (package.json) is not a notice.
    const parsedSides = [oldSide, newSide].filter((s) => s?.comparable === true);
    if (parsedSides.length > 0 && !parsedSides.some(isPayloadLike)) continue;
    reports.push(await comparePair(oldSide, newSide, oldName, file.shownPath));
  }
  return reports;
}

/** The exit status of a run. */
function statusOf(reports: readonly PairReport[], options: DiffOptions): number {
  const sides = reports.flatMap((r) => [...r.diagnostics, ...r.oldDiagnostics]);
  if (reports.some((r) => r.status === 'not-compared') || sides.some((d) => d.code === 'file/unreadable'))
    return diffExitStatus.trouble;
  if (reports.some((r) => r.reconsentRequired)) return diffExitStatus.findings;
  if (options.failOn === 'notice' && reports.some((r) => r.changes.length > 0)) return diffExitStatus.findings;
  return reports.some((r) => r.diagnostics.some((d) => d.severity === 'error'))
    ? diffExitStatus.findings
    : diffExitStatus.clean;
}

/** Runs `diff` with the arguments that follow it; returns the exit status. */
export async function runDiff(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseDiffArgs(argv);
  if (!parsed.ok) {
    io.stderr(`consent-contract diff: ${parsed.error}\nRun 'consent-contract diff --help' for usage.\n`);
    return diffExitStatus.trouble;
  }
  const options = parsed.options;
  if (options.help) {
    io.stdout((await import('../../help.js')).diffHelp);
    return diffExitStatus.clean;
  }
  let reports: PairReport[];
  if (options.gitBase !== undefined) {
    const found = await gitPairs(options, io, options.gitBase);
    if (typeof found === 'string') {
      io.stderr(`consent-contract diff: ${found}\n`);
      return diffExitStatus.trouble;
    }
    reports = found;
  } else {
    const [oldName, newName] = options.operands as [string, string];
    const oldSide = await readSide(oldName, readFileBytes(resolve(io.cwd, oldName)), false);
    const newSide = await readSide(newName, readFileBytes(resolve(io.cwd, newName)), true);
    reports = [await comparePair(oldSide, newSide, oldName, newName)];
  }
  const format = await formats[options.format]();
  io.stdout(format(reports, { cwd: io.cwd, color: shouldColor(options.color, io.env, io.stdoutIsTTY) }));
  return statusOf(reports, options);
}
