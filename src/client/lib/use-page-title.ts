import { createContext, useContext, useEffect } from 'react';

const APP_NAME = 'Kelasi';

/** What a page says of itself to link previews and search engines (entry-server.tsx). */
export interface PageHead {
  title?: string;
  description?: string;
  /** The page's picture: an address on this site or a full URL. */
  image?: string;
  /** The picture's size in pixels, when known (link previews lay out before downloading it). */
  imageSize?: { width: number; height: number };
  /** What it costs, in FC: a course's price. */
  priceCdf?: number;
  /** The answer's HTTP status when not 200: the 404 page's. */
  status?: number;
}

/**
 * On the server, where a page's head is collected while it renders; absent in the browser,
 * where only the tab title follows the page.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

/** The tab's title: "<title> — Kelasi", or the academy's own for the landing page. */
export const fullTitle = (title: string | undefined) =>
  title ? `${title} — ${APP_NAME}` : `${APP_NAME} — Académie en ligne`;

/** Sets the browser tab title to "<title> — Kelasi" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  usePageHead({ title });
}

/** The page's title, and what link previews show of it (description, picture, price). */
export function usePageHead(head: PageHead): void {
  const collected = useContext(PageHeadContext);
  // Server only: the last render of the page is the one its HTML is made of.
  if (collected) Object.assign(collected, head);
  useEffect(() => {
    document.title = fullTitle(head.title);
  }, [head.title]);
}
