import 'server-only';
import { desc } from 'drizzle-orm';
import { successCases } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { SUCCESS_CASE_IMAGE, SUCCESS_CASE_MESSAGES, successCaseSchema } from './schema';

// Admin reads and writes of success cases (SPEC §7: all, newest first; active toggled from the
// list). Images go to the 'photos' bucket under success-cases/.
const service = contentService({
  table: successCases,
  permission: 'success_cases.write',
  schema: successCaseSchema,
  messages: SUCCESS_CASE_MESSAGES,
  images: { imageUrl: { ...SUCCESS_CASE_IMAGE, bucket: 'photos', prefix: 'success-cases/' } },
  orderBy: [desc(successCases.createdAt)],
});

export type SuccessCase = typeof successCases.$inferSelect;

export const listSuccessCases = service.list;
export const createSuccessCase = service.create;
export const updateSuccessCase = service.update;
export const setSuccessCaseActive = service.setActive;
export const deleteSuccessCase = service.remove;
