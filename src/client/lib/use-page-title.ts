import { useEffect } from 'react';

const APP_NAME = 'Kelasi';

/** Sets the browser tab title to "<title> — Kelasi" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : `${APP_NAME} — Académie en ligne`;
  }, [title]);
}
