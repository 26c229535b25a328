/**
 * The kinds of document `validate --schema` checks, and the two judgements about a document's
 * kind: which kind a document's shape says it is (`--schema auto`), and whether a document is
 * clearly not of the kind it was checked as (a package.json checked as a consent request gets one
 * diagnostic that says so, not seven "required property is missing"). Loaded only on the slow
 * path or under --schema: it reads the schemas' member lists.
 */
import type { Diagnostic, ValidateOptions, ValidationResult } from '../diagnostic.js';
import {
  consentRequestRecordSchema,
  consentRequestSchema,
  problemSchema,
  tokenResponseSchema,
} from '../../generated/schemas.js';
import {
  validateConsentRequest,
  validateConsentRequestRecord,
  validateProblem,
  validateTokenResponse,
} from '../validate/contracts.js';
import type { DocumentKindName } from './check-text.js';

/** One kind of document: what it is called, its validator and its members. */
interface DocumentKind {
  readonly name: DocumentKindName;
  /** "a consent request", for sentences. */
  readonly title: string;
  readonly validate: (value: unknown, options: ValidateOptions) => ValidationResult;
  readonly members: readonly string[];
}

const membersOf = (schema: Readonly<Record<string, unknown>>): string[] =>
  Object.keys((schema.properties ?? {}) as object);

/** The kinds, in the order --schema auto prefers on a tie. */
export const documentKinds: readonly DocumentKind[] = [
  {
    name: 'request',
    title: 'a consent request',
    validate: validateConsentRequest,
    members: membersOf(consentRequestSchema),
  },
  {
    name: 'record',
    title: 'a consent request record',
    validate: validateConsentRequestRecord,
    members: membersOf(consentRequestRecordSchema),
  },
  {
    name: 'token',
    title: 'a token response',
    validate: validateTokenResponse,
    members: membersOf(tokenResponseSchema),
  },
  { name: 'problem', title: 'a problem (error body)', validate: validateProblem, members: membersOf(problemSchema) },
];

const kindNamed = (name: DocumentKindName): DocumentKind => documentKinds.find((k) => k.name === name)!;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function presentMembers(value: Record<string, unknown>, kind: DocumentKind): number {
  let n = 0;
  for (const member of kind.members) if (Object.hasOwn(value, member)) n++;
  return n;
}

/** The kind a document's members say it is: at least two of a kind's members, the largest share wins. */
export function kindByShape(value: unknown): DocumentKind | undefined {
  if (!isObject(value)) return undefined;
  let best: DocumentKind | undefined;
  let bestShare = 0;
  for (const kind of documentKinds) {
    const present = presentMembers(value, kind);
    const share = present / kind.members.length;
    if (present >= 2 && share > bestShare) {
      best = kind;
      bestShare = share;
    }
  }
  return best;
}

/** How a sentence names the choice of kind: the command line's --schema, or the text entry's `schema` option. */
export interface KindWording {
  /** "--schema record", for "validate it with …". */
  readonly use: (name: DocumentKindName | 'auto') => string;
  /** What to check when the document is of no kind: "the right file", "the right text". */
  readonly what: string;
}

/** The command line's wording. */
export const schemaFlag: KindWording = {
  use: (name) => `--schema ${name}`,
  what: 'file, and narrow the files you validate',
};

/** The wording of validateConsentRequestText. */
export const schemaOption: KindWording = { use: (name) => `the option schema: '${name}'`, what: 'text' };

function wrongDocument(
  value: Record<string, unknown>,
  expected: DocumentKind | undefined,
  wording: KindWording,
): Diagnostic {
  const looksLike = kindByShape(value);
  const keys = Object.keys(value);
  const shown = keys
    .slice(0, 5)
    .map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k))
    .join(', ');
  const has = `its members (${shown}${keys.length > 5 ? ', …' : ''})`;
  const what = expected === undefined ? 'a document of this interface' : expected.title;
  const next =
    looksLike !== undefined && looksLike !== expected
      ? `it looks like ${looksLike.title}: validate it with ${wording.use(looksLike.name)}`
      : `check that this is the right ${wording.what} (or use ${wording.use('auto')})`;
  return {
    // The literal id (codes.ts lists it): codes.ts loads jsonc-parser, which --schema must not load.
    code: 'input/wrong-document',
    severity: 'error',
    pointer: '',
    message: `this is not ${what}: ${has} are none of ${expected === undefined ? 'a consent request, record, token response or problem' : 'its'} members; ${next}`,
    source: 'input',
    params: { expected: expected?.name ?? 'auto', ...(looksLike === undefined ? {} : { looksLike: looksLike.name }) },
  };
}

/**
 * The diagnostics of a document checked as `kind`, or one input/wrong-document when it is clearly
 * something else: an object with members the kind does not have, and at most one that it has.
 */
export function explainKind(
  value: unknown,
  kind: DocumentKindName,
  diagnostics: Diagnostic[],
  wording: KindWording = schemaFlag,
): Diagnostic[] {
  if (!isObject(value)) return diagnostics;
  const expected = kindNamed(kind);
  const present = presentMembers(value, expected);
  if (present > 1 || Object.keys(value).length === present) return diagnostics;
  return [wrongDocument(value, expected, wording)];
}

/** A validator for --schema: one kind, or `auto`, which picks the kind by shape. */
export function validatorFor(
  name: DocumentKindName | 'auto',
  wording: KindWording = schemaFlag,
): (value: unknown, options: ValidateOptions) => ValidationResult {
  if (name !== 'auto') return kindNamed(name).validate;
  return (value, options) => {
    const kind = kindByShape(value);
    if (kind !== undefined) return kind.validate(value, options);
    // Not an object, or no kind's members: the consent request's diagnostics say what is missing.
    if (!isObject(value) || Object.keys(value).length === 0) return validateConsentRequest(value, options);
    return { valid: false, diagnostics: [wrongDocument(value, undefined, wording)] };
  };
}
