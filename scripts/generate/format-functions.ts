/**
 * The function formats of the precompiled validators, in one object: ajv's standalone code
 * reaches every function format through one `code.formats` expression, which names this module
 * (esbuild then bundles it). date-time is ajv-formats' full form; uri and email are the
 * package's own (src/schema/formats.ts).
 */
import ajvFormatsCatalogue from 'ajv-formats/dist/formats.js';
import { isEmailAddress, isUri } from '../../src/schema/formats.js';

export const formats = {
  'date-time': ajvFormatsCatalogue.fullFormats['date-time'],
  uri: isUri,
  email: isEmailAddress,
};
