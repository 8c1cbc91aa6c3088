import { PageHero } from '@/components/site/page-hero';
import { PublicPostListSkeleton } from '@/features/blog/components/public-post-list';

export default function BlogLoading() {
  return (
    <>
      <PageHero title="Blog" />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <PublicPostListSkeleton />
      </div>
    </>
  );
}
