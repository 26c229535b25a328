/**
 * httpsScheme: the string starts with `https:` in any case, as the pattern `^[Hh][Tt][Tt][Pp][Ss]:`
 * says, tested by six character codes. The https-urls rule runs it on every payload's addresses;
 * a regular expression call cost about three times as much for the same answer. (`c | 32` folds
 * an ASCII capital to its small letter and leaves the small letter as it is; no other code unit
 * folds onto h, t, p or s, and charCodeAt past the end gives NaN, which matches nothing.)
 */
import { _, type KeywordDefinition } from 'ajv';

/** Lower-case code units of "https" and the code unit of ":". */
const scheme = [...'https'].map((c) => c.charCodeAt(0));
const colon = ':'.charCodeAt(0);

/** The httpsScheme keyword (derived schemas only). */
export const httpsSchemeKeyword: KeywordDefinition = {
  keyword: 'httpsScheme',
  type: 'string',
  schemaType: 'boolean',
  code(cxt) {
    const { data } = cxt;
    const [h, t, , p, s] = scheme;
    cxt.fail(
      _`!((${data}.charCodeAt(0) | 32) === ${h} && (${data}.charCodeAt(1) | 32) === ${t} && (${data}.charCodeAt(2) | 32) === ${t} && (${data}.charCodeAt(3) | 32) === ${p} && (${data}.charCodeAt(4) | 32) === ${s} && ${data}.charCodeAt(5) === ${colon})`,
    );
  },
};
