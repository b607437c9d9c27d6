import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { access } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { latestMailTo } from '../helpers/mail.ts';
import { loadConfig } from '../../src/server/config.ts';
import { findChromium } from './chromium-path.ts';
import { registerAccount } from './page-helpers.ts';

export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';

export interface E2E {
  baseUrl: string;
  t: TestApp;
  browser: Browser;
  /**
   * A new browser context (fresh cookies and storage) and page; phone sets a 360×740 screen.
   * The service worker, which a second visit installs, is blocked unless `offlineApp` is set:
   * it answers requests before the test's own routes could see them (tests/e2e/offline-app.spec.ts
   * is where it runs).
   */
  newPage(options?: {
    phone?: boolean;
    offlineApp?: boolean;
  }): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }>;
  latestMailTo(email: string): Promise<{ subject: string; text: string }>;
  close(): Promise<void>;
}

/** The built client the end-to-end tests serve. */
export const builtClientDir = () =>
  // E2E_CLIENT_DIR: a build of one's own, so that parallel work does not rebuild it underneath.
  path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');

/**
 * The real app, listening on loopback with the built client (or `clientDir`, a copy a test may
 * change), and the system Chromium.
 */
export async function startE2E({ clientDir = builtClientDir() } = {}): Promise<E2E> {
  await access(path.join(clientDir, 'index.html')).catch(() => {
    throw new Error('dist/client is missing: run `npm run build` before the end-to-end tests');
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/kelasi-e2e' });
  const t = await createTestApp({ config: { ...config, clientDir }, serveClient: true });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = address.replace('[::1]', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    baseUrl,
    t,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'fr-FR',
        // Entrance animations finish at once, so axe never judges a toast half faded in.
        reducedMotion: 'reduce',
        viewport: options.phone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
        isMobile: options.phone ?? false,
        hasTouch: options.phone ?? false,
        serviceWorkers: options.offlineApp ? 'allow' : 'block',
      });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        // A 401 from the session check is how "signed out" is learnt; the browser logs it.
        if (msg.type() === 'error' && !/status of 40[01]/.test(msg.text()))
          consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(err.message));
      return { context, page, consoleErrors };
    },
    latestMailTo: (email: string) => latestMailTo(t.db, email),
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/** The running end-to-end set-up of a spec file, plus a quick way to make accounts through the API. */
export interface SpecE2E extends E2E {
  register(role: 'student' | 'instructor', name: string): ReturnType<typeof registerAccount>;
}

/**
 * Starts the app and Chromium before a spec file's tests (then runs `setup`, if given) and stops
 * them after. The returned object forwards to the running set-up.
 */
export function useE2E(setup?: () => Promise<void>): SpecE2E {
  let started: E2E | undefined;
  const running = () => {
    if (!started) throw new Error('the end-to-end set-up has not started');
    return started;
  };
  beforeAll(async () => {
    started = await startE2E();
    await setup?.();
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get t() {
      return running().t;
    },
    get browser() {
      return running().browser;
    },
    newPage: (options) => running().newPage(options),
    latestMailTo: (email) => running().latestMailTo(email),
    close: () => running().close(),
    register: (role, name) => registerAccount(running().baseUrl, role, name),
  };
}
