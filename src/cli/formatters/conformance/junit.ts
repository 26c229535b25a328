/**
 * --format junit: JUnit XML for CI test tabs (GitHub, GitLab, Jenkins, Azure): one testcase per
 * check, <failure> with what was expected and why, <skipped> with the reason, the exchanges in
 * <system-out>.
 */
import type { CheckResult, RecordedExchange } from '../../../conformance/report.js';
import type { ConformanceFormatter } from './formatter.js';

/** Characters XML 1.0 cannot hold at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF). */
const notXml =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for an XML attribute or element: escaped, and characters XML cannot carry replaced by U+FFFD. */
export const xml = (text: string): string =>
  text
    .replace(notXml, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

function exchangeText(exchange: RecordedExchange): string {
  const { request, response } = exchange;
  const sent = [
    `${request.method} ${request.url}`,
    ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
    ...(request.body === undefined ? [] : ['', request.body]),
  ];
  const got =
    response === undefined
      ? [`no answer: ${exchange.error ?? ''}`]
      : [
          `${response.status}`,
          ...Object.entries(response.headers).map(([k, v]) => `${k}: ${v}`),
          ...(response.body === undefined ? [] : ['', response.body]),
        ];
  return `> ${sent.join('\n> ')}\n< ${got.join('\n< ')}`;
}

function testcase(check: CheckResult): string {
  const open = `    <testcase classname="consent-contract.conformance" name="${xml(check.id)}" time="${seconds(check.durationMs)}">`;
  const body: string[] = [];
  if (check.status === 'failed') {
    const details = check.failures.map((f) => `${f.message}\nexpected: ${f.expected}\nwhy: ${f.why}`).join('\n\n');
    body.push(
      `      <failure message="${xml(check.message)}" type="conformance">${xml(`${check.title}\n\n${details}`)}</failure>`,
    );
  }
  if (check.status === 'skipped') body.push(`      <skipped message="${xml(check.message)}"/>`);
  if (check.requests.length > 0)
    body.push(`      <system-out>${xml(check.requests.map(exchangeText).join('\n\n'))}</system-out>`);
  return body.length === 0 ? `${open.slice(0, -1)}/>` : `${open}\n${body.join('\n')}\n    </testcase>`;
}

/** The junit formatter. */
export const formatConformanceJunit: ConformanceFormatter = (report, context) => {
  const total = report.checks.length;
  const counts = `tests="${total}" failures="${report.failed}" errors="0" skipped="${report.skipped}" time="${seconds(report.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="consent-contract conformance" ${counts}>`,
    `  <testsuite name="consent-contract conformance ${xml(report.baseUrl)}" ${counts}>`,
    '    <properties>',
    `      <property name="tool" value="consent-contract ${xml(context.version)}"/>`,
    `      <property name="runId" value="${xml(report.runId)}"/>`,
    `      <property name="seed" value="${report.seed}"/>`,
    `      <property name="runs" value="${report.runs}"/>`,
    '    </properties>',
    ...report.checks.map(testcase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
};
