/**
 * Run by `npm test` before the end-to-end tests: finds a system Chromium, or installs Debian's
 * `chromium` when this machine allows it (root, or sudo without a password), or stops at once
 * with the one command to run. The browser tests are never skipped silently.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from '../tests/e2e/chromium-path.ts';

const INSTALL = 'sudo apt-get install -y chromium';

function canInstall(): string[] | null {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

function run(prefix: string[], args: string[]): boolean {
  const [command, ...rest] = [...prefix, ...args];
  const result = spawnSync(command!, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const found = findChromium();
if (found) {
  console.log(`Chromium : ${found}`);
  process.exit(0);
}

const prefix = canInstall();
if (!prefix || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    `Chromium est introuvable et ne peut pas être installé automatiquement ici.\n` +
      `Installez-le avec :  ${INSTALL}\n(ou indiquez son chemin dans CHROMIUM_PATH), puis relancez npm test.`,
  );
  process.exit(1);
}

console.log('Chromium est introuvable : installation du paquet Debian « chromium »…');
const installed =
  run(prefix, ['apt-get', 'update', '-qq']) &&
  run(prefix, ['apt-get', 'install', '-y', '-qq', 'chromium']);
const after = installed ? findChromium() : null;
if (!after) {
  console.error(`L'installation de Chromium a échoué. Installez-le avec :  ${INSTALL}`);
  process.exit(1);
}
console.log(`Chromium : ${after}`);
