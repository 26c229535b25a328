/** The size limit of a document's text, apart so that the cold path loads only this number. */

/** The largest text, in bytes of UTF-8, that is read at all (a file, an NDJSON line or a library text). */
export const maxInputBytes = 10 * 1024 * 1024;
