import { PageHero } from '@/components/site/page-hero';
import { PublicPostList } from '@/features/blog/components/public-post-list';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

const DESCRIPTION = 'Artigos da nossa equipe sobre direito empresarial, tributário, sucessões e mais.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Blog', description: DESCRIPTION, path: '/blog' }, firmName);
}

export default function BlogPage() {
  return (
    <>
      <PageHero title="Blog" lead={DESCRIPTION} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <PublicPostList />
      </div>
    </>
  );
}
