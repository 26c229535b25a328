import { minorWithoutDelegation } from '../../src/rules/minor-without-delegation.js';
import { testRule } from './test-rule.js';
import { minor } from '../support/examples.js';

const minorWithout = () => {
  const p = minor();
  delete p.dataPrincipal.delegation;
  return { value: p };
};

testRule(minorWithoutDelegation, [
  { name: 'minor with delegation', payload: { value: minor() }, findings: [] },
  { name: 'adult without delegation', payload: (p) => p, findings: [] },
  {
    name: 'minor without delegation',
    payload: minorWithout(),
    findings: [{ pointer: '/dataPrincipal', messageId: 'missing' }],
  },
]);
