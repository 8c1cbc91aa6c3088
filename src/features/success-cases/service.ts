import 'server-only';
import type { successCases } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { successCasesType } from './content-type';

// Admin reads and writes of success cases (SPEC §7: all, newest first; active toggled from the
// list), from the declaration.
export type SuccessCase = typeof successCases.$inferSelect;

export const {
  list: listSuccessCases,
  create: createSuccessCase,
  update: updateSuccessCase,
  setActive: setSuccessCaseActive,
  remove: deleteSuccessCase,
} = contentServiceOf(successCasesType);
