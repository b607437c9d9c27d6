import { formatPrice } from './lib/format';
import { fullTitle, type PageHead } from './lib/use-page-title';

/** What link previews show of a page that says nothing of itself (the landing page's words). */
export const DEFAULT_DESCRIPTION =
  "Kelasi, l'académie en ligne de la RD Congo : des cours en français, à votre rythme, avec certificats. Paiement par mobile money.";
/** Link previews show about this much of a description. */
const DESCRIPTION_MAX = 200;

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The head of a server-rendered page: its title, description and canonical address, and the
 * Open Graph and Twitter tags WhatsApp and others read for a link's preview. `origin` is the
 * public address of the site (PUBLIC_URL).
 */
export function pageHeadTags(head: PageHead, origin: string, pathname: string): string {
  const title = fullTitle(head.title);
  const price =
    head.priceCdf === undefined
      ? undefined
      : head.priceCdf > 0
        ? formatPrice(head.priceCdf)
        : 'Gratuit';
  const description = shorten(
    [price, head.description].filter(Boolean).join(' · ') || DEFAULT_DESCRIPTION,
  );
  const url = origin + pathname;
  const image = head.image ? new URL(head.image, origin).href : undefined;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', 'Kelasi'],
    ['property', 'og:locale', 'fr_CD'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', head.title ?? title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.title ?? title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  if (image && head.imageSize)
    tags.push(
      ['property', 'og:image:width', String(head.imageSize.width)],
      ['property', 'og:image:height', String(head.imageSize.height)],
    );
  if (head.priceCdf !== undefined)
    tags.push(
      ['property', 'product:price:amount', String(head.priceCdf)],
      ['property', 'product:price:currency', 'CDF'],
    );
  return [
    `<title>${escapeAttribute(title)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    ...tags.map(
      ([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeAttribute(value)}" />`,
    ),
  ].join('\n    ');
}
