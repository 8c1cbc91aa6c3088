import { ListPage, listMetadata } from '@/app/(site)/blog/listing-pages';

// /en/blog: the English posts' first page (issue 34); /en/blog?page=N and /en/blog?q=… are pages
// of their own (src/features/blog/proxy-routing.ts).

export const generateMetadata = () => listMetadata('en', 1);

export default function Page() {
  return <ListPage locale="en" page={1} />;
}
