/**
 * maxLength for the precompiled validators: the same verdict and error as ajv's own keyword
 * (a string's length in Unicode code points, as JSON Schema counts it; params `{ limit }`), with
 * a fast path. A string never has more code points than UTF-16 units, so only a string whose
 * `length` passes the limit is counted. ajv's keyword counts every string, which made the schema
 * check of a typical payload about 3.7 times slower once every string had a maxLength.
 */
import { _, str, type KeywordDefinition } from 'ajv';
import { useFunc } from 'ajv/dist/compile/util.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';

/** ajv's code-point counter; `code` is how standalone output requires it. */
type Counter = ((text: string) => number) & { code: string };

// CommonJS: Node's ESM interop gives module.exports (with `default`), vitest the default export.
const ucs2length = ((ucs2lengthModule as unknown as { default?: Counter }).default ??
  ucs2lengthModule) as unknown as Counter;

export const maxLengthKeyword: KeywordDefinition = {
  keyword: 'maxLength',
  type: 'string',
  schemaType: 'number',
  error: {
    message: ({ schemaCode }) => str`must NOT have more than ${schemaCode} characters`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt) {
    const { data, schemaCode, gen } = cxt;
    cxt.fail(_`${data}.length > ${schemaCode} && ${useFunc(gen, ucs2length)}(${data}) > ${schemaCode}`);
  },
};
