// The rules of the sitemaps.org schemas (sitemap.xsd and siteindex.xsd, protocol 0.9) that our
// sitemap files can break, checked in the test itself: workerd has no XML Schema validator and the
// XSD files are not available offline. The site writes one element per line, so each line is
// matched whole against the content model the schema gives it.

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** W3C Datetime as the schemas' `tLastmod` (xsd:date or xsd:dateTime): a day, or a time with its zone. */
const LASTMOD = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '');

/** `tLoc`: an absolute URL (anyURI) of 12 to 2,048 characters. Returns the problem, or null. */
function locProblem(escaped: string): string | null {
  const loc = unescapeXml(escaped);
  if (loc.length < 12 || loc.length > 2048) return `loc of ${loc.length} characters`;
  if (!URL.canParse(loc) || !/^https?:\/\//.test(loc)) return `loc ${loc} is not an absolute http(s) URL`;
  return null;
}

function lastmodProblem(value: string | undefined): string | null {
  if (value === undefined) return null;
  return LASTMOD.test(value) && !Number.isNaN(Date.parse(value)) ? null : `lastmod ${value} is not a W3C date or date-time`;
}

/** Checks the file's lines: declaration, root element in the sitemaps.org namespace, then one child a line. */
function problemsOf(xml: string, root: 'urlset' | 'sitemapindex', child: RegExp): string[] {
  const lines = xml.split('\n');
  const problems: string[] = [];
  if (lines[0] !== XML_DECLARATION) problems.push(`first line ${lines[0]}`);
  const open = new RegExp(`^<${root} xmlns="${NAMESPACE.replace(/[./]/g, '\\$&')}"( xmlns:[a-z]+="[^"]+")*>$`);
  if (!open.test(lines[1] ?? '')) problems.push(`root element ${lines[1]}`);
  if (lines.at(-2) !== `</${root}>` || lines.at(-1) !== '') problems.push(`end ${lines.slice(-2).join('|')}`);
  for (const line of lines.slice(2, -2)) {
    const match = child.exec(line);
    if (!match) {
      problems.push(`not a valid child of ${root}: ${line}`);
      continue;
    }
    const problem = locProblem(match[1] ?? '') ?? lastmodProblem(match[2]);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * sitemap.xsd: `<url>` holds `loc`, then optional `lastmod`, `changefreq` and `priority` in that
 * order, then elements of other namespaces (the hreflang `xhtml:link`s).
 */
export function urlsetProblems(xml: string): string[] {
  return problemsOf(
    xml,
    'urlset',
    /^<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<changefreq>(?:always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq>)?(?:<priority>(?:0(?:\.\d+)?|1(?:\.0+)?)<\/priority>)?(?:<xhtml:link [^<>]*\/>)*<\/url>$/,
  );
}

/** siteindex.xsd: `<sitemap>` holds `loc`, then an optional `lastmod`. */
export function sitemapIndexProblems(xml: string): string[] {
  return problemsOf(xml, 'sitemapindex', /^<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>$/);
}

/** The `<loc>` values of a file, unescaped, in order. */
export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescapeXml(match[1] ?? ''));
