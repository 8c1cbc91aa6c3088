import { siteMetadata, SiteShell } from '@/app/(site)/site-shell';

// Public pages are rendered once, kept in memory and served from there until the admin changes what
// they show (invalidate(tag)); at most a minute passes before a background refresh either way
// (docs/decisions/0004-public-pages-cached-in-memory.md).
export const revalidate = 60;

export const generateMetadata = () => siteMetadata('pt-BR');

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="pt-BR">{children}</SiteShell>;
}
