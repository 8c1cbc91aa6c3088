import { AdminScreen } from '@/components/ui/admin-screen';
import { adminPostFilterSchema, BLOG_MESSAGES } from '@/features/blog/schema';
import { listBlogPosts } from '@/features/blog/service';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { siteUrl } from '@/features/site/metadata';
import { AdminBlogWithAlerts } from './admin-blog-with-alerts';

export const metadata = { title: 'Blog' };

export default async function Page({ searchParams }: PageProps<'/admin/blog'>) {
  const filter = adminPostFilterSchema.parse(await searchParams);
  const { firmName } = await getSiteSettingsOrDefaults();
  return (
    <AdminScreen
      texts={BLOG_MESSAGES}
      load={(actor) => listBlogPosts(actor, filter)}
      render={(page) => (
        <AdminBlogWithAlerts page={page} filter={filter} siteUrl={siteUrl()} firmName={firmName} />
      )}
    />
  );
}
