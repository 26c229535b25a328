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
 * Runs the candidates in alternating rounds (so drift in machine load hits all alike) and
 * returns the median time per call of each, in nanoseconds.
 */
export function compareAlternating(
  candidates: Readonly<Record<string, () => unknown>>,
  { rounds = 15, iterations = 2000 } = {},
): Record<string, number> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (const fn of Object.values(candidates)) timePerCall(fn, iterations); // warm-up
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(candidates);
    if (round % 2) names.reverse();
    for (const name of names) samples[name]!.push(timePerCall(candidates[name]!, iterations));
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

export const us = (ns: number): string => `${(ns / 1000).toFixed(2)} µs`;
