import { siteMetadata, SiteShell } from '@/app/(site)/site-shell';

// The English site (ADR 0027): the Portuguese site's shell in English, cached the same way.
export const revalidate = 60;

export const generateMetadata = () => siteMetadata('en');

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
