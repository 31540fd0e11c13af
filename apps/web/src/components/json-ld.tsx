import { jsonLdText } from "@btw/contracts";

/** Structured data for search engines; a data block, never executed, so the CSP allows it. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes everything that could end the block
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
