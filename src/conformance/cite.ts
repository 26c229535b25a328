/** The lines of the spec and of DECISIONS.md that the checks hold a service to, written once. */
export const cite = {
  token: 'df-interface.md §4.1: Success: HTTP 200, JSON body with token, tokenType, expiresInSeconds (§2.3)',
  basic:
    'df-interface.md §5.2: the token endpoint uses HTTP Basic authentication; DECISIONS.md, Responses, "Authentication failures": 401 with WWW-Authenticate: Basic realm=... (RFC 7617) and a problem body',
  bearer:
    'df-interface.md §5.1: all APIs require a valid access token; DECISIONS.md, Responses, "Authentication failures": 401 with WWW-Authenticate: Bearer error="invalid_token" (RFC 6750) and a problem body',
  created:
    'df-interface.md §4.2: Success: a 2xx status; JSON body is the Consent Request record (§2.2), with status pending on creation; §2.2: dpHash, fidId, requestId, serviceId as sent; redirectUrl {base_url}/consent?cr_id=<crId>',
  page: "df-interface.md §4.2 rule 2: the DF's user interface opens redirectUrl so that the user sees the notice",
  replay:
    'df-interface.md §2.1: requestId "serves as the idempotency key"; DECISIONS.md, Sandbox, "requestId reused": the same payload again answers 200 with the same record',
  conflict:
    'DECISIONS.md, Sandbox, "requestId reused": a different payload with a used requestId answers 409 request-id-conflict',
  invalid:
    'df-interface.md §7: a payload that does not follow the consent-request schema gets HTTP 400 with schema validation errors; DECISIONS.md, Responses, "400 body": application/problem+json with errors = the diagnostics',
  rules:
    'df-interface.md §2.1 Rules and §8 Limits; the business rules of this package (consent-contract rules), which the service enforces',
  malformed: 'DECISIONS.md, Sandbox, "Malformed JSON": 400 malformed-json with one json/syntax diagnostic',
  mediaType:
    'df-interface.md §4.2: Request headers: Content-Type: application/json; DECISIONS.md, Sandbox, "Media types": anything else 415',
  bodyLimit:
    'DECISIONS.md, Payload, "Maximum payload size": bodies are limited to 1 MiB; problem type payload-too-large (413)',
} as const;
