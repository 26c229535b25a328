/**
 * The package as users get it: packed from a clean checkout (once per content, see pack.ts), then checked by
 * publint --strict and arethetypeswrong (esm-only profile), held against the list of what users
 * need, installed into a fresh project that imports every entry point of the exports map, and
 * its bin run. Entry points are read from package.json, never listed here.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { binPath, run, runNode } from '../openapi/run-bin.js';
import { entryPoints, npm, packedPackage, type Packed } from './pack.js';
import { tempDir } from './git-repos.js';
import { writeTeamRepository } from './team-rules.js';

/** What a user of the package needs; anything else in the tarball fails the test. */
const needed: readonly RegExp[] = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^dist\/(src|generated)\/.+\.(js|d\.ts)$/,
  // The bin: the command line bundled into one dependency-free CommonJS file (npm run generate).
  /^generated\/bin\/consent-contract\.cjs$/,
  // Its worker threads for validate --ndjson --jobs N, bundled the same way beside it.
  /^generated\/bin\/ndjson-worker\.cjs$/,
  // The commands the bin requires only when they run (scripts/generate/cli-bundle.ts, commandsApart).
  /^generated\/bin\/(conformance|sandbox|diff|fingerprint|preview|init)\.cjs$/,
  // The packages it requires only when needed (cli-bundle.ts, packagesApart).
  /^generated\/bin\/(jsonc-parser|picomatch|tinyglobby)\.cjs$/,
  /^schema\/[a-z0-9.-]+\.schema\.json$/,
  /^schema\/openapi\.yaml$/,
  // The OpenAPI description sends readers to it for what the interface leaves open.
  /^schema\/DECISIONS\.md$/,
  /^schema\/examples\/.+\.json$/,
  /^generated\/openapi\.json$/,
  // The field reference: the README links to it by this path, which exists in node_modules too.
  /^generated\/docs\/reference\.md$/,
];

/** Never in the tarball, named for a clear failure message. */
const unwanted =
  /^(test|scripts|bench|coverage|\.ci|\.vitest-cache|node_modules|src)\/|^generated\/docs\/(?!reference\.md$)|\.tgz$|^tsconfig|^vitest\.config|^\.spectral|^redocly\.yaml/;

describe('the packed package', () => {
  let packed: Packed;
  /** This run's own folder: the consumer project is installed there. */
  let temp: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    temp = await tempDir('consent-contract-consumer-');
    packed = await packedPackage();
  });

  afterAll(async () => {
    await temp?.remove();
  });

  it('holds only what users need', () => {
    expect(packed.files.filter((f) => unwanted.test(f))).toEqual([]);
    expect(packed.files.filter((f) => !needed.some((pattern) => pattern.test(f)))).toEqual([]);
  });

  it('holds the README, the license and every file its exports map and bin name', () => {
    expect(packed.files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'generated/openapi.json']),
    );
    for (const { subpath, target } of entryPoints(packed.manifest, packed.files)) {
      expect(packed.files, subpath).toContain(target.replace(/^\.\//, ''));
    }
    for (const [name, target] of Object.entries(packed.manifest.bin ?? {})) {
      expect(packed.files, `bin ${name}`).toContain(target.replace(/^\.\//, ''));
    }
  });

  it('holds every file of the package that the README links to by a relative path', async () => {
    const readme = await readFile(join(packed.checkout, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\(((?:generated|schema)\/[^)#\s]+)\)/g)].map((m) => m[1]!);
    expect(linked).toContain('generated/docs/reference.md');
    // The HTML docs are for a web host (2.5 MB), not for node_modules; the README says so.
    expect(
      linked.filter((l) => l !== 'generated/docs/index.html' && !l.endsWith('/') && !packed.files.includes(l)),
    ).toEqual([]);
  });

  it('lists no script that npm runs or warns about when installing the tarball (npm 11 lists prepare)', () => {
    const shipped = JSON.parse(
      execFileSync('tar', ['-xzOf', packed.tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as { scripts?: Record<string, string> };
    const installTime = ['preinstall', 'install', 'postinstall', 'prepare', 'prepublish'];
    expect(Object.keys(shipped.scripts ?? {}).filter((name) => installTime.includes(name))).toEqual([]);
  });

  it('ships source maps only together with the sources they map', async () => {
    const maps = packed.files.filter((f) => f.endsWith('.map'));
    const missing: string[] = [];
    for (const map of maps) {
      const { sources } = JSON.parse(await readFile(join(packed.checkout, map), 'utf8')) as {
        sources: string[];
      };
      const base = map.split('/').slice(0, -1);
      for (const source of sources) {
        const resolved = join('/', ...base, source).slice(1);
        if (!packed.files.includes(resolved)) missing.push(`${map} -> ${resolved}`);
      }
    }
    expect(missing.slice(0, 5), `${missing.length} source map references point outside the package`).toEqual([]);
  });

  it('passes publint --strict', async () => {
    const tarball = await readFile(packed.tarball);
    const result = await publint({
      pack: {
        tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) as ArrayBuffer,
      },
      strict: true,
      level: 'suggestion',
    });
    expect(
      result.messages.map((m) => `${m.type} ${m.code}: ${formatMessage(m, result.pkg, { color: false }) ?? ''}`),
    ).toEqual([]);
  });

  it('passes arethetypeswrong with the esm-only profile', async () => {
    const result = await runNode(binPath('@arethetypeswrong/cli', 'attw'), [
      packed.tarball,
      '--profile',
      'esm-only',
      '--format',
      'table',
    ]);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  });

  describe('installed into a fresh project', () => {
    let project: string;
    let imports: Record<string, { ok: boolean; url?: string; exports?: string[]; error?: string }>;

    beforeAll(async () => {
      project = join(temp.dir, 'consumer');
      await mkdir(project);
      await writeFile(
        join(project, 'package.json'),
        `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
      );
      await npm(
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', packed.tarball],
        project,
      );
      const specifiers = entryPoints(packed.manifest, packed.files).map(({ subpath, target }) => ({
        specifier: packed.manifest.name + subpath.slice(1),
        json: target.endsWith('.json'),
      }));
      // Imported by Node from inside the project, as a user's code would.
      const script = `
const out = {};
for (const { specifier, json } of ${JSON.stringify(specifiers)}) {
  try {
    const module = json ? await import(specifier, { with: { type: 'json' } }) : await import(specifier);
    out[specifier] = { ok: true, url: import.meta.resolve(specifier), exports: Object.keys(module).sort() };
  } catch (error) {
    out[specifier] = { ok: false, error: String(error) };
  }
}
console.log(JSON.stringify(out));
`;
      await writeFile(join(project, 'import-all.mjs'), script);
      const result = await runNode(join(project, 'import-all.mjs'), [], { cwd: project });
      if (result.code !== 0) throw new Error(`importing the entry points crashed:\n${result.stderr}`);
      imports = JSON.parse(result.stdout);
    });

    it('imports every entry point of the exports map, from the installed copy', () => {
      const subpaths = Object.keys(packed.manifest.exports);
      expect(subpaths).toEqual(expect.arrayContaining(['.', './package.json']));
      expect(Object.keys(imports).length).toBeGreaterThanOrEqual(subpaths.length);
      const installed = `/consumer/node_modules/${packed.manifest.name}/`;
      for (const [specifier, result] of Object.entries(imports)) {
        expect(result.error ?? '', specifier).toBe('');
        expect(result.url, specifier).toContain(installed);
        expect(result.exports?.length, `${specifier} exports something`).toBeGreaterThan(0);
      }
    });

    it('resolves the schemas by subpath, for editors and validators', () => {
      const schemas = Object.keys(imports).filter((s) => /\/schema\/[^/]+\.schema\.json$/.test(s));
      expect(schemas).toEqual(
        expect.arrayContaining([`${packed.manifest.name}/schema/consent-request.v1.schema.json`]),
      );
    });

    it('validates the shipped example with the main entry point', async () => {
      const script = `
import { validateConsentRequest } from '${packed.manifest.name}';
import example from '${packed.manifest.name}/schema/examples/adult.json' with { type: 'json' };
const result = validateConsentRequest(example);
const broken = validateConsentRequest({ ...example, requestId: undefined });
console.log(JSON.stringify({ valid: result.valid, brokenValid: broken.valid, codes: broken.diagnostics.map((d) => d.code) }));
`;
      await writeFile(join(project, 'validate.mjs'), script);
      const result = await runNode(join(project, 'validate.mjs'), [], { cwd: project });
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toEqual({ valid: true, brokenValid: false, codes: ['schema/required'] });
    });

    describe("a team's own rule, written as README's Configuring rules shows it (issue 11)", () => {
      let team = '';
      beforeAll(async () => {
        // Inside the project, so that consent-contract/rules resolves from its node_modules.
        team = join(project, 'team');
        await writeTeamRepository(team);
      });
      const bin = (): string => join(project, 'node_modules', '.bin', Object.keys(packed.manifest.bin ?? {})[0]!);

      it("runs in the command line, in every format and in SARIF's rule catalogue; a refused setting is exit 2", async () => {
        const stylish = await run(bin(), ['validate', 'consent/marketing.json'], { cwd: team });
        expect(stylish.code, stylish.stderr).toBe(1);
        expect(stylish.stdout).toMatch(
          /purposeId "marketing" is not in the purpose catalogue +acme\/purpose-catalogue/,
        );
        const sarif = await run(bin(), ['validate', '--format', 'sarif', 'consent/marketing.json'], { cwd: team });
        const rules = JSON.parse(sarif.stdout).runs[0].tool.driver.rules as Array<{ id: string }>;
        expect(rules.map((r) => r.id)).toContain('acme/purpose-catalogue');
        const listed = await run(bin(), ['rules'], { cwd: team });
        expect(listed.stdout).toMatch(/acme\/purpose-catalogue +error +custom/);
        const refused = await run(bin(), ['validate', '--rule', 'retention-range=off', 'consent/marketing.json'], {
          cwd: team,
        });
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain('the service rejects such payloads anyway');
      });

      it('is tested with testRule under node --test, and runs in the library', async () => {
        const tested = await run(process.execPath, ['--test', 'rules/purpose-catalogue.test.mjs'], { cwd: team });
        expect(tested.code, tested.stdout + tested.stderr).toBe(0);
        expect(tested.stdout).toMatch(/# pass [1-9]/);
        const script = `
import { readFileSync } from 'node:fs';
import { createConsentRequestValidator } from 'consent-contract';
import { purposeCatalogue } from './rules/purpose-catalogue.mjs';
const validate = createConsentRequestValidator({ extends: ['dpdp'], customRules: [purposeCatalogue] });
console.log(JSON.stringify(validate(JSON.parse(readFileSync('consent/marketing.json', 'utf8')))));
`;
        await writeFile(join(team, 'library.mjs'), script);
        const library = await runNode(join(team, 'library.mjs'), [], { cwd: team });
        expect(library.stderr).toBe('');
        const result = JSON.parse(library.stdout) as {
          valid: boolean;
          diagnostics: Array<{ code: string; pointer: string }>;
        };
        expect(result.valid).toBe(false);
        expect(result.diagnostics.filter((d) => d.code.startsWith('acme/'))).toEqual([
          expect.objectContaining({
            code: 'acme/purpose-catalogue',
            pointer: '/content/languages/0/purposes/0/purposeId',
          }),
        ]);
      });
    });

    it('runs every bin, which reports the package version', async () => {
      const bins = Object.keys(packed.manifest.bin ?? {});
      expect(bins.length).toBeGreaterThan(0);
      for (const name of bins) {
        const result = await run(join(project, 'node_modules', '.bin', name), ['--version'], { cwd: project });
        expect({ name, code: result.code, stderr: result.stderr }).toEqual({ name, code: 0, stderr: '' });
        expect(result.stdout).toContain(packed.manifest.version);
      }
    });

    it('checks NDJSON in worker threads from the installed bin, in input order', async () => {
      const example = JSON.parse(
        await readFile(join(project, 'node_modules', packed.manifest.name, 'schema/examples/adult.json'), 'utf8'),
      ) as object;
      // Over 1 MiB, so that workers start (the first block is checked in the main thread).
      const lines = Array.from({ length: 600 }, (_, i) =>
        JSON.stringify({ ...example, requestId: `pkg-${i % 590}`, ...(i === 550 && { extra: 1 }) }),
      );
      await writeFile(join(project, 'bulk.ndjson'), `${lines.join('\n')}\n`);
      const bin = join(project, 'node_modules', '.bin', Object.keys(packed.manifest.bin ?? {})[0]!);
      const result = await run(bin, ['validate', '--format', 'json', '--jobs', '2', '--ndjson', 'bulk.ndjson'], {
        cwd: project,
      });
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 1, stderr: '' });
      const [report] = JSON.parse(result.stdout) as Array<{ diagnostics: Array<{ code: string; line: number }> }>;
      expect(report!.diagnostics.map((d) => [d.line, d.code])).toEqual([
        [551, 'schema/additionalProperties'],
        ...Array.from({ length: 10 }, (_, i) => [591 + i, 'unique-request-id']),
      ]);
    });
  });
});
