/**
 * The slow path of a document with findings: the text's own (src/document/locate/) and the
 * across-inputs requestId warning, each placed in the text. Loaded only for such a document.
 */
import type { Diagnostic } from '../../diagnostic.js';
import { locateText } from '../../document/locate/locate-document.js';
import { cliCodes } from '../report/codes.js';
import type { LocatedDiagnostic } from '../report/located.js';
import type { DocumentCheck } from './check-document.js';

function repeatedRequestId({
  requestId,
  where,
  severity,
}: NonNullable<DocumentCheck['repeatedRequestId']>): Diagnostic {
  return {
    code: cliCodes.duplicateRequestId.id,
    severity,
    pointer: '/requestId',
    message: `requestId "${requestId}" is also used in ${where}; each consent request needs its own requestId (it is the idempotency key)`,
    source: 'rule',
    params: { requestId, alsoIn: where },
  };
}

/** All diagnostics of a checked document, each with its position where it has one. */
export function locateDocument(check: DocumentCheck): LocatedDiagnostic[] {
  return locateText(check, check.repeatedRequestId ? [repeatedRequestId(check.repeatedRequestId)] : []);
}
