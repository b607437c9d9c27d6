/**
 * Run by `npm test` before the tests: finds the system tools they drive (Chromium for the
 * browser tests, ffmpeg and ffprobe for the video renditions, nginx and openssl in front of
 * several instances), or installs Debian's packages when this machine allows it (root, or sudo
 * without a password), or stops at once with the one command to run. No test is ever skipped
 * silently for want of a tool.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from '../tests/e2e/chromium-path.ts';
import { ffmpegFound } from '../src/server/lib/transcode.ts';
import { nginxFound } from '../tests/instances/nginx.ts';

const TOOLS = [
  { name: 'Chromium', debianPackage: 'chromium', found: () => findChromium() !== null },
  { name: 'ffmpeg', debianPackage: 'ffmpeg', found: ffmpegFound },
  { name: 'nginx', debianPackage: 'nginx', found: nginxFound },
  // The certificate nginx serves in the multi-instance test.
  {
    name: 'openssl',
    debianPackage: 'openssl',
    found: () => spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0,
  },
];

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

const missing = TOOLS.filter((tool) => !tool.found());
if (missing.length === 0) {
  console.log(`Outils des tests : ${TOOLS.map((tool) => tool.name).join(', ')}`);
  process.exit(0);
}

const names = missing.map((tool) => tool.name).join(', ');
const install = `sudo apt-get install -y ${missing.map((tool) => tool.debianPackage).join(' ')}`;
const prefix = canInstall();
if (!prefix || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    `Introuvable : ${names}. Installation automatique impossible ici.\n` +
      `Installez avec :  ${install}\n(ou indiquez le chemin de Chromium dans CHROMIUM_PATH), puis relancez npm test.`,
  );
  process.exit(1);
}

console.log(`Introuvable : ${names}. Installation des paquets Debian…`);
const installed =
  run(prefix, ['apt-get', 'update', '-qq']) &&
  run(prefix, ['apt-get', 'install', '-y', '-qq', ...missing.map((tool) => tool.debianPackage)]);
const stillMissing = installed ? missing.filter((tool) => !tool.found()) : missing;
if (stillMissing.length > 0) {
  console.error(`L'installation a échoué. Installez avec :  ${install}`);
  process.exit(1);
}
console.log(`Installés : ${names}`);
