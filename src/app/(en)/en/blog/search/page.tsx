import { SearchPage, searchMetadata, type SearchParams } from '@/app/(site)/blog/listing-pages';

// /en/blog/search?q=… (and /en/blog?q=…, rewritten here): English posts, with English stemming.

type Props = { searchParams: SearchParams };

export const generateMetadata = ({ searchParams }: Props) => searchMetadata('en', searchParams);

export default function Page({ searchParams }: Props) {
  return <SearchPage locale="en" searchParams={searchParams} />;
}
