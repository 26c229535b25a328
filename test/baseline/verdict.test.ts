/**
 * The frozen v1 contract (issue 9 item 7): the repository's contract keeps every promise of
 * schema/baseline/v1/, and each kind of break is caught (openapi-diff judges bodies, statuses and
 * members; keyword-breaks.ts the enums), while additive changes and a moved version pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Break, breakingChanges } from '../../scripts/baseline/breaking-changes.js';
import {
  type Contract,
  currentFiles,
  describeVerdict,
  readBaseline,
  readContract,
  type Verdict,
  verdict,
} from '../../scripts/baseline/verdict.js';
import { rootDir, type Json } from '../support/examples.js';
import { originalValidateSchemas, sharedValidateSchemas, validateSchemasModule } from './validated-schemas.js';

const creation = '/api/cm/v1/df/consent-requests';

/** Each change applied to a copy of the baseline's OpenAPI document. */
const breaking: Record<string, { change: (d: Json) => void; kind: string }> = {
  'a request member removed': {
    change: (d) => delete d.components.schemas.Company.properties.termsOfServiceUrl,
    kind: 'request.body.scope.remove',
  },
  'a request member made required': {
    change: (d) => d.components.schemas.Company.required.push('logo'),
    kind: 'request.body.scope.remove',
  },
  'a request enum narrowed': {
    change: (d) => {
      d.components.schemas.DataPrincipal.properties.subjectType.enum = ['ADULT'];
    },
    kind: 'enum-narrowed',
  },
  'a request constraint tightened': {
    change: (d) => {
      d.components.schemas.ConsentRequest.properties.requestId.maxLength = 64;
    },
    kind: 'request.body.scope.remove',
  },
  'a documented status removed': {
    change: (d) => delete d.paths[creation].post.responses['409'],
    kind: 'response.status-code.remove',
  },
  'a response member removed from a closed object': {
    change: (d) => {
      const diagnostic = d.components.schemas.Diagnostic;
      delete diagnostic.properties.source;
      diagnostic.required = diagnostic.required.filter((name: string) => name !== 'source');
    },
    kind: 'response.body.scope.add',
  },
  'a problem+json constraint loosened': {
    change: (d) => {
      d.components.schemas.Problem.properties.title.maxLength = 100_000;
    },
    kind: 'response.body.scope.add',
  },
  'a response enum widened': {
    change: (d) => d.components.schemas.Diagnostic.properties.severity.enum.push('info'),
    kind: 'enum-widened',
  },
};

const additive: Record<string, (d: Json) => void> = {
  'a new optional request member': (d) => {
    d.components.schemas.Company.properties.website = { type: 'string', format: 'uri', maxLength: 2048 };
  },
  'a new documented status': (d) => {
    d.paths[creation].post.responses['422'] = {
      description: 'Unprocessable.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  },
  'a request constraint loosened': (d) => {
    d.components.schemas.Purpose.properties.description.maxLength = 8192;
  },
};

let baseline: Contract;
let current: Contract;
let repository: Verdict;
const found: Record<string, Break[]> = {};

beforeAll(async () => {
  current = await readContract(rootDir, currentFiles);
  const frozen = await readBaseline(rootDir, 1);
  if (!frozen) throw new Error('schema/baseline/v1/ is missing: run npm run baseline');
  baseline = frozen;
  repository = await verdict(baseline, current);
  const cases = { ...Object.fromEntries(Object.entries(breaking).map(([n, c]) => [n, c.change])), ...additive };
  for (const [name, change] of Object.entries(cases)) {
    const next = structuredClone(baseline.openapi);
    change(next);
    found[name] = await breakingChanges(baseline.openapi, next);
  }
}, 300_000);

describe('the v1 baseline', () => {
  it('is kept by the contract in the repository', () => {
    expect(describeVerdict(repository)).toBe('the contract keeps every promise of its v1 baseline');
    expect(repository.status).toBe('compatible');
  });

  it('is the released v1: API 1.x and the consent-request schema v1', () => {
    expect(baseline.openapi.info.version).toMatch(/^1\./);
    expect(baseline.schema.id).toBe('urn:consent-contract:schema:consent-request:v1');
    expect(baseline.openapi.components.schemas.ConsentRequest.properties.requestId.maxLength).toBe(128);
  });
});

describe('a change that breaks v1 clients is caught', () => {
  it.each(Object.entries(breaking))('%s', (name, { kind }) => {
    expect(found[name]!.map((b) => b.kind)).toContain(kind);
  });
});

describe('an additive change passes', () => {
  it.each(Object.keys(additive))('%s', (name) => {
    expect(found[name]).toEqual([]);
  });
});

describe('the version gate', () => {
  it('a break with the same major fails, and says how to move the version', async () => {
    const next = structuredClone(current);
    delete next.openapi.paths[creation].post.responses['409'];
    const result = await verdict(baseline, next);
    expect(result.status).toBe('breaking');
    expect(describeVerdict(result)).toMatch(/set info\.version in schema\/openapi\.yaml to 2\.0\.0/);
  }, 120_000);

  it('a break with a new major is a new contract, to be frozen by npm run baseline', async () => {
    const next = structuredClone(current);
    delete next.openapi.paths[creation].post.responses['409'];
    next.openapi.info.version = '2.0.0';
    const result = await verdict(baseline, next);
    expect(result).toEqual({ status: 'new-major', major: 2 });
    expect(describeVerdict(result)).toContain('run npm run baseline');
  });

  it('judges the consent-request schema file too, while it keeps its id', async () => {
    const next = structuredClone(current);
    next.schema.properties.dataPrincipal.properties.subjectType.enum = ['ADULT'];
    const result = await verdict(baseline, next);
    expect(result.status === 'breaking' && result.breaks.map((b) => `${b.kind} ${b.where}`)).toEqual([
      expect.stringMatching(/^enum-narrowed consent-request schema: .*\/dataPrincipal\/subjectType$/),
    ]);
    next.schema.id = 'urn:consent-contract:schema:consent-request:v2';
    expect((await verdict(baseline, next)).status).toBe('compatible');
  }, 120_000);
});

describe("json-schema-diff's schema check on one Ajv (validated-schemas.ts)", () => {
  it('is the check openapi-diff runs', () => {
    expect(validateSchemasModule.validateSchemas).toBe(sharedValidateSchemas);
    expect(originalValidateSchemas).not.toBe(sharedValidateSchemas);
  });

  it("gives json-schema-diff's own outcome: valid schemas pass, an invalid one is refused with the same message", async () => {
    const outcome = (check: typeof sharedValidateSchemas, source: unknown, destination: unknown) =>
      check(source, destination).then(
        () => 'valid',
        (error: Error) => error.message,
      );
    const body = baseline.openapi.components.schemas.Company;
    const pairs: Array<[unknown, unknown]> = [
      [body, { ...body, maxProperties: 3 }],
      [{ type: 'no-such-type' }, body],
      [body, { minLength: -1 }],
      [{ properties: { a: { type: 'string', format: 7 } } }, {}],
    ];
    const seen = new Set<string>();
    for (const [source, destination] of pairs) {
      const expected = await outcome(originalValidateSchemas, source, destination);
      seen.add(expected.split(':')[0]!);
      // Twice: the shared Ajv keeps nothing of one check for the next.
      for (let i = 0; i < 2; i++) expect(await outcome(sharedValidateSchemas, source, destination)).toBe(expected);
    }
    expect([...seen].sort()).toEqual([
      'Destination schema is not a valid json schema',
      'Source schema is not a valid json schema',
      'valid',
    ]);
  });
});
