/** --format json: the report as one JSON document, `{ passed, failed, skipped, checks: [{ id, status, message, requests }] }` and more. */
import type { ConformanceFormatter } from './formatter.js';

/** The json formatter: the typed report as it is (it already has the secrets redacted). */
export const formatConformanceJson: ConformanceFormatter = (report) => {
  const { passed, failed, skipped, checks, ...run } = report;
  const ordered = checks.map(({ id, status, message, requests, title, why, failures, durationMs }) => ({
    id,
    status,
    message,
    requests,
    title,
    why,
    failures,
    durationMs,
  }));
  return `${JSON.stringify({ passed, failed, skipped, checks: ordered, ...run }, null, 2)}\n`;
};
