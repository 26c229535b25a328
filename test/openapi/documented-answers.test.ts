/**
 * Every answer documented (issue 9): each operation of generated/openapi.json lists every status
 * the service may answer, with a problem body and the headers that come with it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bundledDocument } from './broken-copy.js';
import { problemBody, problemTypes } from '../../src/problems/problem-types.js';
import { rootDir } from '../support/examples.js';
import { expectedStatuses, serviceProblemStatuses, undocumentedAnswers } from './documented-answers.js';

const document = JSON.parse(readFileSync(bundledDocument, 'utf8'));
const creation = document.paths['/api/cm/v1/df/consent-requests'].post;

describe('documented answers', () => {
  it('documents every status of every operation, each error with a problem body and its headers', () => {
    expect(undocumentedAnswers(document)).toEqual([]);
  });

  it('documents creation for the status of every problem type the service answers', () => {
    const documented = Object.keys(creation.responses).map((s) => (s.endsWith('XX') ? s[0] : s));
    for (const status of serviceProblemStatuses) {
      expect(documented.includes(String(status)) || documented.includes(String(status)[0]!), `status ${status}`).toBe(
        true,
      );
    }
  });

  it('fails on a document that misses a status, a problem body or a header', () => {
    const broken = structuredClone(document);
    const post = broken.paths['/api/cm/v1/df/consent-requests'].post;
    delete post.responses['409'];
    post.responses['413'] = { description: 'too large' };
    broken.components.responses.TooManyRequests.headers = {};
    broken.paths['/api/auth/v1/df/token'].get.responses['418'] = { description: 'teapot' };
    expect(undocumentedAnswers(broken)).toEqual([
      'getAccessToken: 418 is documented but not expected',
      'getAccessToken: 418 has no application/problem+json Problem body',
      'getAccessToken: 429 does not document Retry-After',
      'createConsentRequest: 409 is not documented',
      'createConsentRequest: 413 has no application/problem+json Problem body',
      'createConsentRequest: 429 does not document Retry-After',
    ]);
  });

  it.each(['problem-400.json', 'problem-401.json'])(
    'example %s is a body problemBody() makes from the table',
    (file) => {
      const example = JSON.parse(readFileSync(`${rootDir}schema/examples/responses/${file}`, 'utf8'));
      const slug = Object.entries(problemTypes).find(
        ([, t]) => t.type === example.type,
      )?.[0] as keyof typeof problemTypes;
      expect(slug, example.type).toBeDefined();
      expect(example).toEqual(problemBody(slug, example.detail, example.errors));
    },
  );

  it('knows both operations', () => {
    expect(Object.keys(expectedStatuses).sort()).toEqual(['createConsentRequest', 'getAccessToken']);
  });
});
