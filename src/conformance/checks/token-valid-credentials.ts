/** token-valid-credentials: the right client credentials get 200 and a valid token response. */
import type { TokenResponse } from '../../../generated/types.js';
import { validateTokenResponse } from '../../validate/contracts.js';
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { expectStatus } from '../expect.js';
import { tokenRequest } from './requests.js';

/** The check. */
export const tokenValidCredentials: Check = {
  id: 'token-valid-credentials',
  title:
    'The token endpoint answers the right client credentials with 200 and a valid token response (tokenType Bearer)',
  why: cite.token,
  requests: ['GET /api/auth/v1/df/token with Authorization: Basic <client id:secret>'],
  cost: 1,
  needsToken: false,
  async run(ctx) {
    const answer = await ctx.send(tokenRequest(ctx.basic()));
    if (!expectStatus(ctx, answer, [200], cite.token, '200 with a token response')) return;
    const result = validateTokenResponse(answer.json);
    const first = result.diagnostics.find((d) => d.severity === 'error');
    if (
      !ctx.expect(result.valid, {
        message: `the token response is not valid: ${first === undefined ? 'not JSON' : `${first.pointer || '/'}: ${first.message}`}`,
        expected: 'token, tokenType, expiresInSeconds (§2.3)',
        why: cite.token,
      })
    )
      return;
    const token = answer.json as TokenResponse;
    ctx.expect(token.tokenType.toLowerCase() === 'bearer', {
      message: `tokenType is ${JSON.stringify(token.tokenType)}`,
      expected: '"Bearer"',
      why: 'df-interface.md §5.3: the token response gives tokenType Bearer',
    });
  },
};
