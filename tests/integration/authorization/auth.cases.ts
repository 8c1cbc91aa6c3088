import { changeOwnPassword } from '@/features/auth/service';
import type { AuthorizationCase } from './case';

// The admin area's own account actions: any administrator, never a 'user' or a visitor.

export const cases: AuthorizationCase[] = [
  {
    name: 'auth.changeOwnPassword',
    minimum: 'admin',
    call: (actor) => changeOwnPassword(actor, { password: 'nova-senha', confirmPassword: 'nova-senha' }),
  },
];
