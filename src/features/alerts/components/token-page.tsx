import type { ReactNode } from 'react';
import { PageHero } from '@/components/site/page-hero';

/**
 * A subscriber's page reached from an e-mail's link (issue 35): the token in the address is the
 * credential, so the page is rendered per request (never cached: the caller awaits `connection()`),
 * never indexed, and never recorded as a visit (src/lib/shared/token-paths.ts; `data-no-visit`).
 */
export function TokenPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div data-no-visit>
      <PageHero title={title} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">{children}</div>
    </div>
  );
}

export const TOKEN_PAGE_METADATA = { robots: { index: false, follow: false, nocache: true } };
