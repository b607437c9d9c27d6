/** Where the sign-in page leads when nothing asked for a page, or the asked page is not ours. */
export const DEFAULT_AFTER_SIGN_IN = '/catalog';

/** The pages that sign someone in: never a page to return to (it would loop). */
export type AuthPage = '/login' | '/register';
const authPages: readonly string[] = ['/login', '/register'] satisfies AuthPage[];

/**
 * The page to open after signing in or up: the path a guard sent along, if it is a path of this
 * site (never another site's address, so the sign-in page cannot send people elsewhere).
 */
export function returnPath(next: string | null | undefined, origin = window.location.origin) {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || authPages.includes(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** The sign-in or sign-up page's address that leads to `next` afterwards (none: the default). */
export function authHref(page: AuthPage, next: string | null | undefined): string {
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}

/** The sign-in page's address that returns to the current page afterwards. */
export function signInHref(): string {
  return authHref('/login', window.location.pathname + window.location.search);
}
