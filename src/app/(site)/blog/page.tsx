import { ListPage, listMetadata } from './listing-pages';

// /blog: the first page of posts. Its other pages (/blog?pagina=N) and searches (/blog?q=…) are
// pages of their own (src/features/blog/proxy-routing.ts), so this one is rendered once and cached.

export const generateMetadata = () => listMetadata('pt-BR', 1);

export default function Page() {
  return <ListPage locale="pt-BR" page={1} />;
}
