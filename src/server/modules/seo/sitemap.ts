/** The pages a visitor reaches without signing in, besides each course's own page. */
export const PUBLIC_PAGES = [
  '/',
  '/catalog',
  '/packages',
  '/subscriptions',
  '/training-packages',
  '/verify',
] as const;

/** Where crawlers need not go: the API, and the screens behind a sign-in. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin/',
  '/instructor/',
  '/student/',
  '/settings',
  '/quiz/',
  '/receiving-phones',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap protocol's urlset: the public pages, then every published course. */
export function sitemapXml(
  publicUrl: string,
  courses: readonly { id: string; updatedAt: Date }[],
): string {
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(publicUrl + path)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...courses.map((course) => url(`/course/${course.id}`, course.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
