import 'server-only';
import { erasureHash } from '@/lib/server/backup/erasure-journal';
import type { SqlExecutor } from '@/lib/server/mail/notification-queue';
import { deleteRequestsWhere, removeJobsOf, requestAddresses } from './personal-data';

// After `npm run restore` (scripts/backup.ts): everyone erased after the backup was made is erased
// again. The journal holds only hashes, so every address held is hashed and compared.

/** Erases again every person whose address hashes to one of `hashes`; returns how many people. */
export async function replayErasures(executor: SqlExecutor, hashes: ReadonlySet<string>): Promise<number> {
  if (hashes.size === 0) return 0;
  let people = 0;
  for (const email of await requestAddresses(executor)) {
    if (!hashes.has(erasureHash(email))) continue;
    await removeJobsOf(executor, await deleteRequestsWhere(executor, { email }));
    people += 1;
  }
  return people;
}
