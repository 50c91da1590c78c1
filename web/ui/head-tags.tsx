import type { PageMeta } from '../../shared/page-meta';

/**
 * Title, description, canonical, hreflang alternates and OpenGraph tags. React 19 hoists these
 * into <head> on the server and keeps them in sync on client navigation.
 */
export function HeadTags({ meta, siteName }: { meta: PageMeta; siteName: string }) {
  const fullTitle = meta.title === siteName ? siteName : `${meta.title} | ${siteName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={meta.canonical} />
      {Object.entries(meta.alternates).map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={href} />
      ))}
      {meta.alternates.sv ? <link rel="alternate" hrefLang="x-default" href={meta.alternates.sv} /> : null}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:site_name" content={siteName} />
      {meta.image ? <meta property="og:image" content={meta.image} /> : null}
    </>
  );
}
