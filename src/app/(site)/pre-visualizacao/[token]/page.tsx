import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ButtonLink } from '@/components/site/button-link';
import { Icon } from '@/components/ui/icon';
import { PublicPostArticle } from '@/features/blog/components/public-post-article';
import { blogHref } from '@/features/blog/links';
import { previewPost } from '@/features/blog/preview';
import { translator } from '@/lib/server/i18n';
import { safeDoc } from '@/features/blog/rich-content';
import { siteUrl } from '@/features/site/metadata';
import { toTree } from '@/lib/shared/rich-text/tree';
import { PREVIEW_MESSAGES } from '@/features/blog/states';

// A post that is not published, exactly as its public page shows it, under the preview banner
// (issue 22 §2, ADR 0016). Opened from 'Pré-visualizar' or a review link (a signed token, no
// account needed), rendered like /blog/{slug}. Rendered per request: never cached for the public (Next.js marks a dynamic page
// private, no-store, which the page cache does not keep), noindex, and never counted as a visit.

export const metadata: Metadata = {
  title: PREVIEW_MESSAGES.title,
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export default async function PreviewPage({ params }: PageProps<'/pre-visualizacao/[token]'>) {
  await connection();
  const { token } = await params;
  const post = await previewPost(token);
  // An English post is shown as its English page shows it (issue 34); the banner is the staff's.
  const locale = post?.translationOf ? 'en' : 'pt-BR';
  return (
    <div data-no-visit>
      <p role="status" className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-900">
        {PREVIEW_MESSAGES.banner}
      </p>
      {post ? (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <ButtonLink href={blogHref(locale)} variant="outline" className="mb-8" lang={locale}>
            <Icon name="arrow-left" className="size-4" />
            {translator(locale)('blog.back')}
          </ButtonLink>
          {/* The public post page's own rendering of the text (src/app/(site)/blog/post-page.tsx). */}
          <div lang={locale}>
            <PublicPostArticle post={post} tree={toTree(safeDoc(post.content), siteUrl())} locale={locale} />
          </div>
        </div>
      ) : (
        <p className="mx-auto max-w-3xl px-4 py-12 text-slate-700 sm:px-6">{PREVIEW_MESSAGES.invalid}</p>
      )}
    </div>
  );
}
