/**
 * The second visit's part of the installable app (offline-app.ts): registers the worker, keeps
 * the page that installed it, offers to reload into a new version, and to install the app once.
 */
import { Workbox } from 'workbox-window';
import { Button } from '@client/components/ui/button';
import { dismissToast, toast } from '@client/components/ui/use-toast';
import { OFFLINE_CACHES } from './offline-caches';
import { keepLoadedCode } from './keep-loaded-code';

const INSTALL_OFFERED_KEY = 'kelasi:install-offered';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

export async function registerWorker(controlled: Promise<void>) {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'manifest',
      href: '/manifest.webmanifest',
    });
    document.head.append(link);
  }
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => offerUpdate(worker));
  const firstInstall = !navigator.serviceWorker.controller;
  try {
    await worker.register();
  } catch {
    // Workers refused here (a private window, a browser's policy): the app works online as ever.
    return;
  }
  if (firstInstall) {
    await controlled;
    await keepThisPage();
  }
}

/**
 * On the visit that installs the worker, this page and its code came before it: they are put in
 * its caches now (the code from the browser's own cache, as its files never change), so that
 * the next visit opens without a network.
 */
async function keepThisPage() {
  await Promise.all([
    keepLoadedCode(),
    caches
      .open(OFFLINE_CACHES.pages)
      .then((cache) => cache.add(location.href))
      .catch(() => {
        // Storage full or network gone: the next visits fill the cache as they go.
      }),
  ]);
}

function offerUpdate(worker: Workbox) {
  const { id } = toast({
    title: 'Une nouvelle version de Kelasi est prête.',
    description: (
      <Button
        size="sm"
        className="mt-2"
        onClick={() => {
          dismissToast(id);
          worker.addEventListener('controlling', () => window.location.reload());
          worker.messageSkipWaiting();
        }}
      >
        Recharger
      </Button>
    ),
    duration: Infinity,
  });
}

/** The install prompt, offered once on this device. */
export function offerInstallOnce(event: Event) {
  try {
    if (localStorage.getItem(INSTALL_OFFERED_KEY)) return;
    localStorage.setItem(INSTALL_OFFERED_KEY, '1');
  } catch {
    return;
  }
  const { id } = toast({
    title: 'Installer Kelasi sur ce téléphone ?',
    description: (
      <>
        <span className="block">Kelasi s'ouvrira comme une application, même sans réseau.</span>
        <Button
          size="sm"
          className="mt-2"
          onClick={() => {
            dismissToast(id);
            void (event as InstallPromptEvent).prompt();
          }}
        >
          Installer
        </Button>
      </>
    ),
    duration: Infinity,
  });
}
