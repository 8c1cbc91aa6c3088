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
    permission: 'profile.manage',
    covers: [changeOwnPassword],
    call: (actor) => changeOwnPassword(actor, newPassword),
  },
  {
    name: 'auth.changePasswordAction',
    permission: 'profile.manage',
    covers: [changePasswordAction],
    call: (actor) => asRequestOf(actor, () => changePasswordAction(formDataOf(newPassword))),
  },
  {
    name: 'auth.verifyAdminAccessAction',
    permission: 'admin.access',
    covers: [verifyAdminAccessAction],
    call: (actor) => asRequestOf(actor, () => verifyAdminAccessAction()),
  },
];
