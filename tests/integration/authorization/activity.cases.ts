import { listActivity } from '@/features/activity/service';
import type { AuthorizationCase } from './case';

// The activity log (/admin/atividades): the super_admin's only.

export const cases: AuthorizationCase[] = [
  {
    name: 'activity.listActivity',
    permission: 'activity.read',
    covers: [listActivity],
    call: (actor) => listActivity(actor, { page: 1 }),
  },
];
