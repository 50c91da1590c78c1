/** The path of a real, published course page, read from the Swedish sitemap of the running site. */
export async function coursePath(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sv-sitemap.xml`)).text();
  const loc = /<loc>[^<]*?(\/kurs\/[a-z0-9-]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error('no course page found in /sv-sitemap.xml');
  return loc;
}
