import { serializeJsonLd } from '../../lib/json-ld.ts';

/** Structured data for search engines. The JSON is escaped so it cannot end the tag. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
