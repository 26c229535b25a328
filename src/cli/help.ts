/** The --help texts. Kept in one place so that the README can quote them. */

/** `consent-contract --help`. */
export const mainHelp = `Usage: consent-contract <command> [options]

Check consent request payloads against the consent manager's Data Fiduciary contract.

Commands:
  validate [options] FILE|DIR|GLOB|- ...   validate consent request payloads (JSON files)
  rules [--config FILE]                    list every rule with its id, severity and description
  init                                     write a configuration and an example payload to start from
  diff [options] OLD NEW                   say whether a changed notice needs fresh consent (diff --help)
  fingerprint PAYLOAD ...                  SHA-256 fingerprints of a notice, whole and per language
  preview [options] PAYLOAD                write the consent page of each language as HTML (preview --help)
  sandbox [options]                        run a local sandbox of the consent manager (see consent-contract sandbox --help)
  conformance --base-url URL --client-id ID
                                           check that a running service keeps the contract (see conformance --help)

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
  -j, --jobs N             check --ndjson lines on N threads (default: one per CPU)
                           while the main thread reads; output stays in input order
  --stdin-filename NAME    the name that reports give to standard input (default: -)
  -c, --config FILE        use this configuration (.json, .mjs or .js) instead of the
                           consent-contract.config.* found from here up to the repository root
  --no-config              use no configuration file: every rule at its recommended severity
  --rule ID=SETTING        set a rule to off, warning or error (repeatable; wins over the file)
  --print-config FILE      print the configuration that applies to FILE, as JSON, and exit
  -h, --help               show this help

Exit status:
  0  every input is valid (warnings allowed, unless --strict or over --max-warnings)
  1  findings: an error, a warning under --strict, or more warnings than --max-warnings
  2  usage error, unreadable file, or internal error (a bad configuration is a usage error)

Examples:
  consent-contract validate schema/examples/*.json
  consent-contract validate --strict --format sarif consent/ > consent.sarif
  cat payload.json | consent-contract validate -
  consent-contract validate --ndjson requests.ndjson
  consent-contract validate --rule https-urls=error --rule dp-hash-not-personal-data=off consent/
`;

/** `consent-contract diff --help`. */
export const diffHelp = `Usage: consent-contract diff [options] OLD NEW
       consent-contract diff [options] --git-base REF [PATHSPEC ...]

Compares two consent request payloads by meaning (languages by lang, purposes by purposeId,
categories by id; order and formatting are no change) and classifies each change:
  reconsent   consent given to OLD does not cover NEW (a purpose or data category added,
              retention lengthened, a category made required, the purpose reworded in the
              default language)
  notice      the page says something else, not more (wording, labels, company, links)
  narrowing   NEW asks for less (a purpose or category removed, retention shortened)
The rules are listed in the field reference, section "Notice changes". NEW is also validated, as
validate would, and NEW that needs fresh consent but sets supersedesPrevious: false is an error.

Options:
  --git-base REF           compare every changed payload file of the working tree (untracked
                           ones included) with its version at REF, using git; PATHSPECs narrow
                           the files (default: *.json)
  -f, --format FORMAT      stylish (default), json, markdown (a pull-request comment) or github
  --fail-on WHAT           reconsent (default) or notice (any change to the notice fails)
  --color WHEN             auto (default), always or never; NO_COLOR and FORCE_COLOR as validate
  -h, --help               show this help

Exit status:
  0  nothing needs fresh consent (and NEW has no errors)
  1  something needs fresh consent, NEW has errors, or --fail-on notice and the notice changed
  2  usage error, unreadable file, a file that is not JSON, or internal error

Examples:
  consent-contract diff consent/adult.json consent/adult.new.json
  consent-contract diff --git-base origin/main --format markdown consent/ > comment.md
`;

/** `consent-contract fingerprint --help`. */
export const fingerprintHelp = `Usage: consent-contract fingerprint [--format text|json|canonical] PAYLOAD ...

Prints the SHA-256 fingerprint of each payload's notice, whole and per language, over the
canonical form described in the README (key order, purposes and categories sorted by id,
Unicode NFC, white space collapsed). Store it with every consent as evidence of the notice shown.
--format canonical prints that canonical text itself (one line per payload; the notice's SHA-256
is taken over the line without its newline), to archive beside the fingerprint.

Exit status: 0 printed, 1 a payload is invalid (its fingerprint is still printed), 2 usage error or
a file that cannot be read as JSON.
`;

/** `consent-contract preview --help`. */
export const previewHelp = `Usage: consent-contract preview [options] PAYLOAD

Writes what the Data Principal sees: the consent page of each language of PAYLOAD as one
self-contained HTML file (<lang>.html), rendered by the same code as the sandbox's page.

Options:
  --out DIR        where to write (default: consent-preview)
  --lang CODE      only this language
  --png            also a screenshot of each page (<lang>.png), through Chromium
                   (/usr/bin/chromium, or CONSENT_CONTRACT_CHROMIUM=path)
  -h, --help       show this help

Exit status: 0 written, 1 the payload has errors (pages are still written), 2 usage error,
unreadable file, no such language, or no browser for --png.
`;
