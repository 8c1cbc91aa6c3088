import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminPhotos } from '@/features/photos/components/admin-photos';
import { photosType } from '@/features/photos/content-type';
import { galleryMax, PHOTO_GALLERIES, PHOTO_MESSAGES } from '@/features/photos/schema';

export const metadata: Metadata = { title: photosType.admin.nav };

/** The photo manager: the lawyers' gallery (type advogado) by default, or ?type=office. */
export default async function Page({ searchParams }: PageProps<'/admin/photos'>) {
  const { type } = await searchParams;
  const gallery = PHOTO_GALLERIES.find((candidate) => candidate.type === type) ?? PHOTO_GALLERIES[0];
  const choice = (
    <nav aria-label={PHOTO_MESSAGES.galleries} className="mb-6 flex gap-2">
      {PHOTO_GALLERIES.map((candidate) => (
        <Link
          key={candidate.type}
          href={`/admin/photos?type=${candidate.type}`}
          aria-current={candidate.type === gallery.type ? 'page' : undefined}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
        >
          {candidate.label}
        </Link>
      ))}
    </nav>
  );
  // The gallery's maximum is the server's (the declaration's gallery hook), which the upload checks again.
  const max = galleryMax(gallery.type);
  return (
    <ContentAdminPage
      key={gallery.type}
      type={photosType}
      group={gallery.type}
      header={choice}
      render={(photos) => <AdminPhotos type={gallery.type} photos={photos} max={max} />}
    />
  );
}
