/** The static import graph of src: what Node loads before anything runs (dynamic import() excluded). */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The static, non-type imports of a module, resolved to files (packages as their names). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const specifier = match[1] as string;
    found.push(specifier.startsWith('.') ? resolve(dirname(file), specifier).replace(/\.js$/, '.ts') : specifier);
  }
  return found;
}

/** Every module reachable by static imports from the entry (files, and packages by their names). */
export function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith('/')) continue;
    let path = file;
    try {
      readFileSync(path);
    } catch {
      path = file.replace(/\.ts$/, '.js');
      seen.add(path);
    }
    if (path.endsWith('.ts') || path.endsWith('.js')) queue.push(...staticImports(path).filter((f) => !seen.has(f)));
  }
  return seen;
}
