import { SearchPage, searchMetadata, type SearchParams } from '../listing-pages';

// /blog?q=… (issue 21), rewritten here by src/features/blog/proxy-routing.ts.

type Props = { searchParams: SearchParams };

export const generateMetadata = ({ searchParams }: Props) => searchMetadata('pt-BR', searchParams);

export default function Page({ searchParams }: Props) {
  return <SearchPage locale="pt-BR" searchParams={searchParams} />;
}
