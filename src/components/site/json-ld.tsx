import { serializeJsonLd } from '@/lib/server/structured-data';

/** Structured data for search engines (src/lib/server/structured-data.ts), escaped so no text can close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
