/**
 * Real paths of the running site for benchmarks: a course page found through the Swedish sitemap
 * (or null while the site has none), plus fixed paths of the other page types.
 */
export async function samplePaths(baseUrl) {
  let course = null;
  try {
    const xml = await (await fetch(`${baseUrl}/sv-sitemap.xml`)).text();
    course = /<loc>[^<]*?(\/kurs\/[a-z0-9-]+)<\/loc>/.exec(xml)?.[1] ?? null;
  } catch {
    course = null;
  }
  return {
    home: '/',
    explorer: '/sok?department=course&location=Stockholm',
    course,
    checkout: '/checkout/customer',
  };
}
