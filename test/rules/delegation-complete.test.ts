import { delegationComplete } from '../../src/rules/delegation-complete.js';
import { testRule } from './test-rule.js';
import { minor } from '../support/examples.js';

const withDelegation = (delegation: unknown) => {
  const p = minor();
  p.dataPrincipal.delegation = delegation;
  return { value: p };
};

testRule(delegationComplete, [
  { name: 'complete delegation', payload: { value: minor() }, findings: [] },
  { name: 'no delegation', payload: (p) => p, findings: [] },
  {
    name: 'type missing',
    payload: withDelegation({ required: true }),
    findings: [{ pointer: '/dataPrincipal/delegation', messageId: 'incomplete', data: { missing: ['type'] } }],
  },
  {
    name: 'both missing',
    payload: withDelegation({}),
    findings: [
      {
        pointer: '/dataPrincipal/delegation',
        messageId: 'incomplete',
        message:
          'delegation lacks required, type; send both required and type, for example {"required": true, "type": "PARENT"}',
      },
    ],
  },
  {
    name: 'required false still counts as present',
    payload: withDelegation({ required: false, type: 'PARENT' }),
    findings: [],
  },
]);
