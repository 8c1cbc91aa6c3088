import { changePasswordAction, verifyAdminAccessAction } from '@/features/auth/actions';
import { changeOwnPassword } from '@/features/auth/service';
import { formDataOf } from '../helpers/form-data';
import type { AuthorizationCase } from './case';
import { asRequestOf } from './request';

// The admin area's own account actions: any administrator, never a 'user' or a visitor.

// The matrix's accounts have the password 'senha-forte' (authorization-matrix.test.ts); setting it
// again keeps every later case's current password right.
const newPassword = {
  current_password: 'senha-forte',
  password: 'senha-forte',
  confirmPassword: 'senha-forte',
};

export const cases: AuthorizationCase[] = [
  {
    name: 'auth.changeOwnPassword',
    minimum: 'admin',
    covers: [changeOwnPassword],
    call: (actor) => changeOwnPassword(actor, newPassword),
  },
  {
    name: 'auth.changePasswordAction',
    minimum: 'admin',
    covers: [changePasswordAction],
    call: (actor) => asRequestOf(actor, () => changePasswordAction(formDataOf(newPassword))),
  },
  {
    // The admin area's re-check answers rather than refuses.
    name: 'auth.verifyAdminAccessAction',
    minimum: 'admin',
    covers: [verifyAdminAccessAction],
    call: (actor) => asRequestOf(actor, () => verifyAdminAccessAction()),
    refused: (answer) => answer === 'denied',
  },
];
