import 'server-only';
import { erasureHash } from '@/lib/server/backup/erasure-journal';
import type { DatabaseWriter } from '@/lib/server/db/client';
import { deleteSubscriptionsOf, subscriberAddresses } from '@/features/alerts/exports';
import { contentAddresses, deleteContentWhere } from './declared-personal-data';
import { deleteRequestsWhere, removeJobsOf, requestAddresses } from './personal-data';

// After `npm run restore` (scripts/backup.ts): everyone erased after the backup was made is erased
// again. The journal holds only hashes, so every address held is hashed and compared.

/** Erases again every person whose address hashes to one of `hashes`; returns how many people. */
export async function replayErasures(executor: DatabaseWriter, hashes: ReadonlySet<string>): Promise<number> {
  if (hashes.size === 0) return 0;
  let people = 0;
  const addresses = new Set([
    ...(await requestAddresses(executor)),
    ...(await contentAddresses(executor)),
    ...(await subscriberAddresses(executor)),
  ]);
  for (const email of addresses) {
    if (!hashes.has(erasureHash(email))) continue;
    await removeJobsOf(executor, await deleteRequestsWhere(executor, { email }));
    // The restored uploads of erased rows stay in the storage, unreferenced (no page shows them).
    await deleteContentWhere(executor, { email });
    await deleteSubscriptionsOf(executor, email);
    people += 1;
  }
  return people;
}
