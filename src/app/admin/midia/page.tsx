import { AdminScreen } from '@/components/ui/admin-screen';
import { MediaLibrary } from '@/features/media/components/media-library';
import { MEDIA_MESSAGES, mediaQuerySchema } from '@/features/media/schema';
import { getMediaItem, listMedia } from '@/features/media/service';
import { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';
import { isUuid } from '@/lib/shared/uuid';

export const metadata = { title: MEDIA_MESSAGES.screenTitle };

/** The item opened with ?item=<id> (its panel), or none when the id names no item. */
async function openedItem(actor: Actor | null, id: unknown) {
  if (typeof id !== 'string' || !isUuid(id)) return null;
  try {
    return await getMediaItem(actor, id);
  } catch (error) {
    if (error instanceof UserError) return null;
    throw error;
  }
}

export default async function Page({ searchParams }: PageProps<'/admin/midia'>) {
  const params = await searchParams;
  const query = mediaQuerySchema.parse(params);
  return (
    <AdminScreen
      texts={MEDIA_MESSAGES}
      load={async (actor) => {
        const [page, detail] = await Promise.all([listMedia(actor, query), openedItem(actor, params.item)]);
        return { page, detail };
      }}
      render={({ page, detail }) => <MediaLibrary page={page} query={query} detail={detail} />}
    />
  );
}
