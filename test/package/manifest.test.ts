/** package.json carries what registries, bundlers and installers read. */
import { describe, expect, it } from 'vitest';
import { readJson } from '../support/examples.js';
import type { Manifest } from './pack.js';

const manifest = readJson('package.json') as Manifest & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('package.json', () => {
  it('is an ES module package without side effects', () => {
    expect(manifest.type).toBe('module');
    expect(manifest.sideEffects).toBe(false);
  });

  it('names its license, repository and supported Node versions', () => {
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository).toMatchObject({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/),
    });
    expect(manifest.engines?.node).toMatch(/^>=\s*20\.19(\.0)?$/);
    expect(manifest.description?.length).toBeGreaterThan(20);
  });

  it('publishes an allow-list of files, not the repository', () => {
    expect(Array.isArray(manifest.files)).toBe(true);
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const entry of manifest.files as string[]) expect(entry).not.toMatch(/^(\.|\*|test|scripts|bench|src)(\/|$)/);
  });

  it('exports the entry points, types before the default condition', () => {
    expect(Object.keys(manifest.exports)).toEqual(
      expect.arrayContaining(['.', './client', './sandbox', './schema/*.json', './openapi.json', './package.json']),
    );
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') continue;
      const conditions = Object.keys(target);
      expect(conditions[0], `${subpath}: types first`).toBe('types');
      expect(conditions.at(-1), `${subpath}: default last`).toBe('default');
    }
  });

  it('has one bin, the committed bundle that needs no build', () => {
    expect(manifest.bin).toEqual({ 'consent-contract': './generated/bin/consent-contract.cjs' });
  });

  // pre-commit and npm's git installs build a package that has any of these scripts (pacote's
  // git fetcher), and `npm pack` prints a lifecycle banner on the stdout that pre-commit up to
  // 4.6.0 reads as the tarball's name: the package must install from a clone without them.
  it('has no script that npm runs when packing or installing from git', () => {
    const lifecycle = ['prepare', 'prepack', 'postpack', 'build', 'preinstall', 'install', 'postinstall'];
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => lifecycle.includes(name))).toEqual([]);
  });
});
