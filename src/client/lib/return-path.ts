/** Where the sign-in page leads when nothing asked for a page, or the asked page is not ours. */
export const DEFAULT_AFTER_SIGN_IN = '/catalog';

/**
 * The page to open after signing in: the path a guard sent along, if it is a path of this site
 * (never another site's address, so the sign-in page cannot send people elsewhere).
 */
export function returnPath(next: string | null | undefined, origin = window.location.origin) {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname === '/login') return DEFAULT_AFTER_SIGN_IN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** The sign-in page's address that returns to the current page afterwards. */
export function signInHref(): string {
  const here = window.location.pathname + window.location.search;
  return `/login?next=${encodeURIComponent(here)}`;
}
