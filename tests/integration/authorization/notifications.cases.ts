import { resendRequestNotification } from '@/features/requests/service';
import type { AuthorizationCase } from './case';
import { storedConsultation } from './requests.cases';

// 'Reenviar' of a request's notification: admins and super_admins only.

export const cases: AuthorizationCase[] = [
  {
    name: 'notifications.resendRequestNotification',
    minimum: 'admin',
    call: async (actor) =>
      resendRequestNotification(actor, { kind: 'consultation', id: await storedConsultation() }),
  },
];
