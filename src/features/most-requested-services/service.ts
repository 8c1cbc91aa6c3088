import 'server-only';
import type { mostRequestedServices } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { mostRequestedServicesType } from './content-type';

// Admin reads and writes, from the declaration (content-type.ts).
export type MostRequestedService = typeof mostRequestedServices.$inferSelect;

export const {
  list: listMostRequestedServices,
  create: createMostRequestedService,
  update: updateMostRequestedService,
  remove: deleteMostRequestedService,
} = contentServiceOf(mostRequestedServicesType);
