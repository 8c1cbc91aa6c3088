import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { PhotoGallery } from '@/features/photos/components/photo-gallery';
import { PHOTO_GALLERIES, PHOTO_MESSAGES } from '@/features/photos/schema';
import { listPhotos } from '@/features/photos/service';

export const metadata: Metadata = { title: 'Fotos' };
export const dynamic = 'force-dynamic';

/** The photo manager: the lawyers' gallery (type advogado) by default, or ?type=office. */
export default async function PhotosPage({ searchParams }: PageProps<'/admin/photos'>) {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  const { type } = await searchParams;
  const gallery = PHOTO_GALLERIES.find((candidate) => candidate.type === type) ?? PHOTO_GALLERIES[0];

  const choice = (
    <nav aria-label="Galerias de fotos" className="flex gap-2">
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

  return (
    <AsyncContent
      key={gallery.type}
      load={() => listPhotos(actor, gallery.type)}
      errorMessage={() => PHOTO_MESSAGES.loadFailed}
      render={(photos) => (
        <PhotoGallery
          title="Gerenciar Fotos"
          type={gallery.type}
          photos={photos}
          controls
          max={gallery.max}
          headingLevel="h1"
        >
          {choice}
        </PhotoGallery>
      )}
    />
  );
}
