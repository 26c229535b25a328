/**
 * npm run baseline: freezes the contract of the current major version in schema/baseline/v<major>/
 * (generated/openapi.json and schema/consent-request.v1.schema.json, copied as they are). It
 * refuses to overwrite a baseline with a contract that breaks it: additive changes refresh the
 * baseline (so that they are kept from then on), breaking ones need a new major first.
 * With --check it writes nothing and exits 1 unless the contract keeps its baseline's promises.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { rootDir } from './generate/sources.js';
import { majorVersion } from './baseline/breaking-changes.js';
import {
  baselineFiles,
  currentFiles,
  describeVerdict,
  readBaseline,
  readContract,
  verdict,
} from './baseline/verdict.js';

async function main(args: readonly string[]): Promise<number> {
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    process.stderr.write(
      `npm run baseline: unknown argument ${JSON.stringify(unknown[0])}; the only option is --check\n`,
    );
    return 2;
  }
  const current = await readContract(rootDir, currentFiles);
  const major = majorVersion(current.openapi);
  const result = await verdict(await readBaseline(rootDir, major), current);
  if (result.status === 'breaking') {
    process.stderr.write(`${describeVerdict(result)}\n`);
    return 1;
  }
  if (args.includes('--check')) {
    process.stdout.write(`${describeVerdict(result)}\n`);
    return result.status === 'compatible' ? 0 : 1;
  }
  const target = baselineFiles(major);
  await mkdir(dirname(`${rootDir}${target.openapi}`), { recursive: true });
  await copyFile(`${rootDir}${currentFiles.openapi}`, `${rootDir}${target.openapi}`);
  await copyFile(`${rootDir}${currentFiles.schema}`, `${rootDir}${target.schema}`);
  process.stdout.write(`froze the v${major} contract in ${dirname(target.openapi)}/\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`npm run baseline: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
