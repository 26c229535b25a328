/** Small helpers shared by the benchmarks. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The bin package.json declares, as built (bench/index.ts builds before any benchmark runs). */
export function builtBin(): { name: string; path: string } {
  const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { bin: Record<string, string> };
  const name = manifest.bin['consent-contract']!;
  return { name, path: `${root}${name}` };
}

/** Median of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nanoseconds per call of `fn`, over `iterations` calls. */
export function timePerCall(fn: () => unknown, iterations: number): number {
  let sink: unknown;
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) sink = fn();
  const elapsed = Number(process.hrtime.bigint() - start);
  if (sink === Symbol.for('never')) console.log(sink);
  return elapsed / iterations;
}

/**
 * Runs the candidates in alternating rounds (so drift in machine load hits all alike), after a
 * warm-up long enough for the optimising compiler, and returns each one's time per call in
 * every round, in nanoseconds.
 */
export function compareAlternating(
  candidates: Readonly<Record<string, () => unknown>>,
  { rounds = 31, iterations = 2000, warmUp = 20_000 } = {},
): Record<string, number[]> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (const fn of Object.values(candidates)) timePerCall(fn, warmUp);
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(candidates);
    if (round % 2) names.reverse();
    for (const name of names) samples[name]!.push(timePerCall(candidates[name]!, iterations));
  }
  return samples;
}

/** Per-round ratios of `samples` to `baseline` (paired, so a slow round slows both). */
export function pairedRatios(samples: readonly number[], baseline: readonly number[]): number[] {
  return samples.map((ns, i) => ns / baseline[i]!);
}

export const us = (ns: number): string => `${(ns / 1000).toFixed(2)} µs`;
