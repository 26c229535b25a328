/** generated/types.ts: TypeScript types of every schema (json-schema-to-typescript). */
import { compile } from 'json-schema-to-typescript';
import { readSchema, schemaDir, schemaSources } from './sources.js';
import { jsHeader } from './header.js';

export async function generateTypes(): Promise<string> {
  const parts: string[] = [];
  for (const source of schemaSources) {
    const schema = await readSchema(source);
    // The draft-04 id is a URN, not a location to resolve references against.
    delete schema.id;
    parts.push(
      await compile(schema, source.typeName, {
        bannerComment: '',
        cwd: schemaDir,
        // Types describe what is sent and read: an unlisted member is not part of the contract.
        additionalProperties: false,
        strictIndexSignatures: true,
        unknownAny: true,
        // Non-empty tuples ([T, ...T[]]) would force a cast on every payload built with map();
        // minItems is enforced by the validators.
        ignoreMinAndMaxItems: true,
        format: true,
        style: { singleQuote: true, printWidth: 100 },
      }),
    );
  }
  return `${jsHeader('schema/*.schema.json')}\n${parts.join('\n')}`;
}
