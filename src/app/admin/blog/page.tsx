import { redirect } from 'next/navigation';
import { AdminScreen } from '@/components/ui/admin-screen';
import { editorHref } from '@/features/blog/admin-links';
import { adminPostFilterSchema, BLOG_MESSAGES } from '@/features/blog/schema';
import { getEnglishVersion, listBlogPosts } from '@/features/blog/posts-admin';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { siteUrl } from '@/features/site/metadata';
import { EDIT_PARAM } from '@/lib/shared/admin-links';
import { siteHasLanguage } from '@/lib/server/env';
import { AdminBlogWithAlerts } from './admin-blog-with-alerts';

export const metadata = { title: 'Blog' };

// /admin/blog lists the Portuguese posts; /admin/blog?idioma=en&traduzir={id} is the editor of that
// post's English version (issue 34), opened on it once it exists (`editar`).
export default async function Page({ searchParams }: PageProps<'/admin/blog'>) {
  const params = await searchParams;
  const filter = adminPostFilterSchema.parse(params);
  const translating = params.idioma === 'en' && typeof params.traduzir === 'string' ? params.traduzir : null;
  const { firmName } = await getSiteSettingsOrDefaults();
  return (
    <AdminScreen
      texts={BLOG_MESSAGES}
      load={async (actor) => {
        if (!translating) return { page: await listBlogPosts(actor, filter), english: null };
        const english = await getEnglishVersion(actor, translating);
        const id = english.english?.id ?? null;
        if (id && params[EDIT_PARAM] !== id) redirect(editorHref('en', english.original.id, id));
        const items = english.english ? [english.english] : [];
        return { page: { items, total: items.length, page: 1, pageCount: 1 }, english };
      }}
      render={({ page, english }) => (
        <AdminBlogWithAlerts
          // A language's editor is drawn anew when the tab changes.
          key={english?.original.id ?? 'pt-BR'}
          page={page}
          filter={filter}
          siteUrl={siteUrl()}
          firmName={firmName}
          english={english}
          bilingual={siteHasLanguage('en')}
        />
      )}
    />
  );
}
