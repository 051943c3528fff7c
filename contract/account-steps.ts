/** The contract table's account rows (the settings page): run after the entities', sign-out last. */
import { teacher as signUpForm } from '../server/testing/test-app.ts';
import type { Step } from './steps.ts';

const NEW_PASSWORD = 'violet harbour tram ledger';
const password = (currentPassword: string, newPassword = NEW_PASSWORD, confirm = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword: confirm,
});
export const accountSteps: Step[] = [
  { name: 'recent sign-ins: the sign-up’s', method: 'GET', path: '/api/account/sign-ins' },
  {
    name: 'a profile with mistakes',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: '  ', school: 'x'.repeat(121) },
  },
  {
    name: 'a name that is not text',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: 42, school: 'Yale' },
  },
  {
    name: 'a profile saved, trimmed, no school',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: ' Grace B. Hopper ', school: ' ' },
  },
  {
    name: 'a profile saved with a school',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: 'Grace Hopper', school: ' Yale ' },
  },
  {
    name: 'a wrong current password',
    method: 'POST',
    path: '/api/account/password',
    body: password('not my password'),
  },
  {
    name: 'a new password too short, and not confirmed',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password, 'short', 'other'),
  },
  {
    name: 'nothing typed',
    method: 'POST',
    path: '/api/account/password',
    body: password('', '', ''),
  },
  {
    name: 'the current password again',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password, signUpForm.password),
  },
  {
    name: 'the password changed',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password),
  },
  {
    name: 'the old password no longer current',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password, 'another long passphrase here'),
  },
  { name: 'signed out everywhere', method: 'POST', path: '/api/account/sign-out-everywhere' },
  { name: 'and signed out here too', method: 'GET', path: '/api/account/sign-ins' },
];
