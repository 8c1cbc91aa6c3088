import type { Metadata } from 'next';
import { VisitTracker } from '@/components/site/visits/visit-tracker';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';

export async function generateMetadata(): Promise<Metadata> {
  const { firmName } = await getSiteSettingsOrDefaults();
  // The firm's own name in the titles, once filled in; never a placeholder.
  return {
    title: { default: 'Login Administrativo', template: firmName ? `%s | ${firmName}` : '%s' },
    robots: { index: false, follow: false },
  };
}

/** Sign-in and password pages: a small header back to the site and one centred card. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const { firmName } = await getSiteSettingsOrDefaults();
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <header className="bg-brand-900 px-6 py-4 text-white">
        {/* A full page load: the public pages are plain HTML, not React routes (src/enhance/site.ts). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className="font-semibold tracking-wide hover:text-accent-400">
          {firmName || 'Página inicial'}
        </a>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center">
        <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
      {/* SPEC §4: every route change records a visit, the sign-in and reset pages included. */}
      <VisitTracker />
    </div>
  );
}
