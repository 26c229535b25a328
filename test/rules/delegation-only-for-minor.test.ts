import { delegationOnlyForMinor } from '../../src/rules/delegation-only-for-minor.js';
import { testRule } from './test-rule.js';
import { minor } from '../support/examples.js';

testRule(delegationOnlyForMinor, [
  { name: 'adult without delegation', payload: (p) => p, findings: [] },
  { name: 'minor with delegation', payload: { value: minor() }, findings: [] },
  {
    name: 'ADULT with delegation',
    payload: (p) => void (p.dataPrincipal.delegation = { required: true, type: 'PARENT' }),
    findings: [{ pointer: '/dataPrincipal/delegation', messageId: 'adult' }],
  },
  {
    name: 'absent subjectType means ADULT',
    payload: (p) => {
      delete p.dataPrincipal.subjectType;
      p.dataPrincipal.delegation = { required: false };
    },
    findings: [
      {
        pointer: '/dataPrincipal/delegation',
        messageId: 'absent',
        message:
          'delegation is sent only for a minor, but subjectType is absent, which means ADULT; set subjectType to MINOR or remove delegation',
      },
    ],
  },
  {
    name: "null delegation is the schema's finding",
    payload: (p) => void (p.dataPrincipal.delegation = null),
    findings: [],
  },
  {
    name: "an unknown subjectType is the schema's finding",
    payload: (p) => {
      p.dataPrincipal.subjectType = 'CHILD';
      p.dataPrincipal.delegation = {};
    },
    findings: [],
  },
]);
