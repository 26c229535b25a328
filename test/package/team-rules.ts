/**
 * A team's own rule exactly as README's "Configuring rules" writes it: the code blocks that start
 * with `// <file name>` are written to a repository of the team's, so the README stays true.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rootDir } from '../support/examples.js';

/** The files README.md shows, by the name in their first comment. */
export const teamFiles = [
  'rules/purpose-catalogue.mjs',
  'consent-contract.config.mjs',
  'rules/purpose-catalogue.test.mjs',
] as const;

/** README.md's code block that starts with `// <name>` (a trailing colon after the name allowed). */
export async function readmeBlock(name: string): Promise<string> {
  const readme = await readFile(join(rootDir, 'README.md'), 'utf8');
  const found = [...readme.matchAll(/```(?:js|ts)\n(\/\/ (\S+)[^\n]*\n[\s\S]*?)```/g)].find(
    (m) => m[2]!.replace(/:$/, '') === name,
  );
  if (!found) throw new Error(`README.md has no code block starting with // ${name}`);
  return found[1]!;
}

/**
 * Writes the team's repository in `dir` (with a .git folder, so the configuration lookup stops
 * there) and consent/marketing.json, a valid payload whose first purpose is not in the catalogue.
 */
export async function writeTeamRepository(dir: string): Promise<void> {
  for (const folder of ['.git', 'rules', 'consent']) await mkdir(join(dir, folder), { recursive: true });
  for (const name of teamFiles) await writeFile(join(dir, name), await readmeBlock(name));
  const payload = JSON.parse(await readFile(join(rootDir, 'test/fixtures/cli/valid.json'), 'utf8'));
  payload.content.languages[0].purposes[0].purposeId = 'marketing';
  await writeFile(join(dir, 'consent/marketing.json'), JSON.stringify(payload, null, 2));
}
