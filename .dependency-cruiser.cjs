/**
 * The import graph's rules (dependency-cruiser): no cycles, and the layers run one way,
 * schema -> scripts -> generated -> src core (rules, validate, schema messages, problems) ->
 * src/{cli, client, sandbox}. `npm run lint` and test/meta/import-graph.test.ts both use it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A module never imports itself through others: cycles hide the order modules load in. ' +
        'Type-only imports are erased at compile time and load nothing, so a cycle through them is allowed.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-root-index-in-src',
      comment: 'Inside src, import the module that owns a symbol, never the package entry point.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/index\\.ts$' },
      to: { path: '^src/index\\.ts$' },
    },
    {
      name: 'core-uses-no-edge',
      comment:
        'The validator (rules, validate, schema messages, problems, JSON text, the text entry in document/) uses ' +
        'nothing of the CLI, client, ' +
        'sandbox or conformance suite.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(cli|client|sandbox|conformance)/|^src/index\\.ts$' },
      to: { path: '^src/(cli|client|sandbox|conformance)/' },
    },
    {
      name: 'value-path-uses-no-text-entry',
      comment:
        'validateConsentRequest (a parsed value) loads nothing of the text entry (src/document: positions, ' +
        'jsonc-parser): servers that parse their own bodies pay nothing for it.',
      severity: 'error',
      from: { path: '^src/(validate|rules|schema|json-text)/|^src/(diagnostic|json-pointer)\\.ts$' },
      to: { path: '^src/document/' },
    },
    {
      name: 'generated-uses-no-src',
      comment: 'generated/ is written from schema/ by scripts/ and stands below src/.',
      severity: 'error',
      from: { path: '^generated/' },
      to: { path: '^(src|scripts|test|bench)/' },
    },
    {
      name: 'src-uses-no-build-code',
      comment: 'The package never loads its build scripts, tests or benchmarks.',
      severity: 'error',
      from: { path: '^(src|generated)/' },
      to: { path: '^(scripts|test|bench)/' },
    },
    {
      name: 'schema-through-generated',
      comment: 'src reads the schemas through generated/ (written by scripts/), never the files in schema/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^schema/' },
    },
    {
      name: 'scripts-use-only-the-core',
      comment: 'Generators read the rules metadata (core), never the CLI, client or sandbox.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/(cli|client|sandbox)/' },
    },
    {
      name: 'client-stands-alone',
      comment: 'consent-contract/client is imported by DF backends: it loads none of the CLI or sandbox.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(cli|sandbox)/' },
    },
    {
      name: 'conformance-is-a-client',
      comment:
        "The conformance suite talks to a service as a client does (it reuses the client's redaction): " +
        'it loads none of the CLI or the sandbox, so it judges any deployment by the contract alone.',
      severity: 'error',
      from: { path: '^src/conformance/' },
      to: { path: '^src/(cli|sandbox)/' },
    },
    {
      name: 'sandbox-uses-no-cli',
      comment: 'The sandbox is a library; the CLI command wraps it, not the other way round.',
      severity: 'error',
      from: { path: '^src/sandbox/' },
      to: { path: '^src/cli/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.cjs', '.mjs', '.json'] },
  },
};
