import 'server-only';
import { desc } from 'drizzle-orm';
import { mostRequestedServices } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { SERVICE_MESSAGES, serviceSchema } from './schema';

// Admin reads and writes of the most requested services (SPEC §7: admin service_date desc).
const service = contentService({
  table: mostRequestedServices,
  permission: 'services.write',
  schema: serviceSchema,
  messages: SERVICE_MESSAGES,
  orderBy: [desc(mostRequestedServices.serviceDate), desc(mostRequestedServices.createdAt)],
});

export type MostRequestedService = typeof mostRequestedServices.$inferSelect;

export const listMostRequestedServices = service.list;
export const createMostRequestedService = service.create;
export const updateMostRequestedService = service.update;
export const deleteMostRequestedService = service.remove;
