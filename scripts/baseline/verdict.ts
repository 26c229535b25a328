/**
 * The policy of the frozen contract (schema/DECISIONS.md, "Freezing v1"): the released contract of
 * each major version is kept in schema/baseline/v<major>/ (the bundled OpenAPI and the Consent
 * Request schema). While info.version keeps its major, and the schema its id, nothing may change
 * in a way that breaks a client of that baseline; a breaking change moves the version, and
 * `npm run baseline` then freezes the new major beside the old one.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type Break, breakingChanges, majorVersion, schemaAsRequestBody } from './breaking-changes.js';

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI documents and JSON schemas, free-form JSON
type Json = any;

/** One version of the contract: the bundled OpenAPI and the Consent Request schema. */
export interface Contract {
  readonly openapi: Json;
  readonly schema: Json;
}

/** What the baseline says of a contract. */
export type Verdict =
  | { readonly status: 'compatible'; readonly major: number }
  | { readonly status: 'breaking'; readonly major: number; readonly breaks: readonly Break[] }
  /** The major moved past every baseline: nothing to compare with until `npm run baseline`. */
  | { readonly status: 'new-major'; readonly major: number };

/** The files of one baseline, relative to the repository root. */
export const baselineFiles = (major: number) => ({
  openapi: `schema/baseline/v${major}/openapi.json`,
  schema: `schema/baseline/v${major}/consent-request.schema.json`,
});

/** The contract as it is now in the repository (run `npm run generate` first). */
export const currentFiles = { openapi: 'generated/openapi.json', schema: 'schema/consent-request.v1.schema.json' };

/** Reads a contract from its two files under `root`. */
export async function readContract(root: string, files: { openapi: string; schema: string }): Promise<Contract> {
  const read = async (path: string) => JSON.parse(await readFile(`${root}${path}`, 'utf8'));
  return { openapi: await read(files.openapi), schema: await read(files.schema) };
}

/** The baseline of the contract's major version under `root`, or undefined when none is frozen. */
export async function readBaseline(root: string, major: number): Promise<Contract | undefined> {
  const files = baselineFiles(major);
  if (!existsSync(`${root}${files.openapi}`)) return undefined;
  return readContract(root, files);
}

/**
 * Judges `current` against `baseline` (the frozen contract of the same major, or undefined).
 * The schema is judged apart only while it keeps its id: a new schema version (a new id) is a
 * new payload, which the OpenAPI judge still holds to the API's major.
 */
export async function verdict(baseline: Contract | undefined, current: Contract): Promise<Verdict> {
  const major = majorVersion(current.openapi);
  if (baseline === undefined || majorVersion(baseline.openapi) !== major) return { status: 'new-major', major };
  const breaks = [...(await breakingChanges(baseline.openapi, current.openapi))];
  if (baseline.schema.id === current.schema.id) {
    const schemaBreaks = await breakingChanges(
      schemaAsRequestBody(baseline.schema),
      schemaAsRequestBody(current.schema),
    );
    breaks.push(...schemaBreaks.map((b) => ({ ...b, where: `consent-request schema: ${b.where}` })));
  }
  return breaks.length === 0 ? { status: 'compatible', major } : { status: 'breaking', major, breaks };
}

/** The verdict in sentences that say what to do. */
export function describeVerdict(result: Verdict): string {
  if (result.status === 'compatible') return `the contract keeps every promise of its v${result.major} baseline`;
  if (result.status === 'new-major') {
    return `info.version is ${result.major}.x and no v${result.major} baseline is frozen: run npm run baseline to freeze it`;
  }
  const lines = result.breaks.map((b) => `  ${b.kind} at ${b.where}: ${b.message}`);
  return [
    `${result.breaks.length} change(s) break clients of the v${result.major} contract (schema/baseline/v${result.major}/):`,
    ...lines,
    `Undo them, or make them a new version: set info.version in schema/openapi.yaml to ${result.major + 1}.0.0, run npm run generate, then npm run baseline (README, "Changing the contract").`,
  ].join('\n');
}
