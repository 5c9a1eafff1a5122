// robots.txt: crawl everything public, keep crawlers out of the API proxy and the
// account and booking steps, and name the sitemap.
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /my-account',
    'Disallow: /edit-account',
    'Disallow: /guest-data',
    'Disallow: /confirmation',
    'Disallow: /reservation/',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
