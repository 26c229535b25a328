/** The --help texts. Kept in one place so that the README can quote them. */

/** `consent-contract --help`. */
export const mainHelp = `Usage: consent-contract <command> [options]

Check consent request payloads against the consent manager's Data Fiduciary contract.

Commands:
  validate [options] FILE|DIR|GLOB|- ...   validate consent request payloads (JSON files)
  rules                                    list every rule with its id, severity and description
  sandbox [options]                        run a local sandbox of the consent manager (see consent-contract sandbox --help)

Options:
  -h, --help      show this help (consent-contract validate --help for validate's options)
  -v, --version   print the version

Exit status: 0 clean, 1 findings, 2 usage error, unreadable file or internal error.
`;

/** `consent-contract validate --help`, exit statuses included. */
export const validateHelp = `Usage: consent-contract validate [options] FILE|DIR|GLOB|- ...

Validates consent request payloads: the JSON Schema (draft-04) of the contract, then its business
rules. A directory means every *.json file under it; a glob pattern (quote it) means its matches;
- reads standard input. node_modules and .git are skipped.

Options:
  --strict                 warnings fail too
  -q, --quiet              report errors only (and warnings under --strict, since they fail)
  --max-warnings N         fail when there are more than N warnings (default: no limit)
  -f, --format FORMAT      stylish (default), json, sarif or github
  --color WHEN             auto (default: colour on a terminal), always or never;
                           under auto, NO_COLOR turns colour off and FORCE_COLOR on
  --ndjson FILE|-          validate one payload per line of FILE (repeatable); streams, so
                           memory stays flat; diagnostics carry the line number
  -j, --jobs N             check --ndjson lines in N worker threads (default: one per CPU);
                           1 checks them in the main thread. Output stays in input order
  --stdin-filename NAME    the name that reports give to standard input (default: -)
  -h, --help               show this help

Exit status:
  0  every input is valid (warnings allowed, unless --strict or over --max-warnings)
  1  findings: an error, a warning under --strict, or more warnings than --max-warnings
  2  usage error, unreadable file, or internal error

Examples:
  consent-contract validate schema/examples/*.json
  consent-contract validate --strict --format sarif consent/ > consent.sarif
  cat payload.json | consent-contract validate -
  consent-contract validate --ndjson requests.ndjson
`;
