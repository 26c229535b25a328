/** `consent-contract conformance --help`. */
import { conformanceDefaults } from '../../../conformance/options.js';
import { defaultSecretEnv } from './args.js';

/** The help text, exit statuses included. */
export const conformanceHelp = `Usage: consent-contract conformance --base-url URL --client-id ID [options]

Checks that a running service keeps the contract: tokens, authentication failures, creation,
idempotency, rejections of invalid payloads, generated payloads; every answer is also held
against the OpenAPI description. Every requestId it sends is conformance-<run>-<n>, every
payload uses a fixed test dpHash.

The client secret is read from the environment variable ${defaultSecretEnv} (or the one
--client-secret-env names): on the command line it would be visible in the process list and
the shell history. The secret and every token are redacted from all output.

Options:
  --base-url URL            the deployment (https:, or http: on a loopback host only)
  --client-id ID            the client id
  --client-secret-env NAME  read the secret from this variable (default ${defaultSecretEnv})
  --client-secret S         the secret itself (prefer the environment)
  --only ID[,ID...]         run only these checks (repeatable)
  --skip ID[,ID...]         leave these checks out (repeatable)
  --list                    list the checks and what they assert, send nothing
  --dry-run                 print the plan (checks and requests), send nothing
  --runs N                  generated payloads per generated check (default ${conformanceDefaults.runs}; 0 skips them)
  --seed S                  seed of the generated payloads (default random; printed, to replay)
  --max-requests N          send at most N requests in all (default ${conformanceDefaults.maxRequests})
  --concurrency N           at most N requests at a time (default ${conformanceDefaults.concurrency})
  --timeout MS              time limit of each request (default ${conformanceDefaults.timeoutMs})
  --fid-id ID               fiduciary.fidId of every payload (default ${conformanceDefaults.fidId})
  --service-id ID           service.id of every payload (default ${conformanceDefaults.serviceId})
  --no-page                 do not open the redirectUrl of created records
  -f, --format FORMAT       stylish (default), json, junit or github
  --color WHEN              auto (default), always or never; NO_COLOR and FORCE_COLOR as in validate
  -h, --help                show this help

Exit status:
  0  every check passed (skipped checks allowed)
  1  a check failed
  2  usage error, or the service cannot be reached

Examples:
  CONSENT_CONTRACT_CLIENT_SECRET=... consent-contract conformance --base-url https://consent.staging.example --client-id my-df
  consent-contract conformance --base-url http://127.0.0.1:4010 --client-id df-sandbox --client-secret sandbox-secret
  consent-contract conformance --list
`;
