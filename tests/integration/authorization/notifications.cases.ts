import { resendRequestNotificationAction } from '@/features/requests/actions';
import { resendRequestNotification } from '@/features/requests/service';
import type { AuthorizationCase } from './case';
import { requestCase } from './request';
import { storedConsultation } from './requests.cases';

// 'Reenviar' of a request's notification: admins and super_admins only.

export const cases: AuthorizationCase[] = [
  {
    name: 'notifications.resendRequestNotification',
    permission: 'requests.manage',
    covers: [resendRequestNotification],
    call: async (actor) =>
      resendRequestNotification(actor, { kind: 'consultation', id: await storedConsultation() }),
  },
  requestCase(
    'notifications: resendRequestNotificationAction',
    'requests.manage',
    resendRequestNotificationAction,
    storedConsultation,
    (id) => resendRequestNotificationAction({ kind: 'consultation', id }),
  ),
];
