// Browser tests drive Debian's Chromium at /usr/bin/chromium, never a downloaded browser.
// Installs it when it is missing and we may (root with apt-get); otherwise stops with one clear line.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" (Debian) and try again.`,
  );
  process.exit(1);
}
console.log(`Installing Debian's chromium for the browser tests (once)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(
      `"apt-get ${args.join(' ')}" failed: install Debian's chromium package by hand and try again.`,
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(
    `apt-get finished but ${CHROMIUM} is still missing: install Debian's chromium package by hand.`,
  );
  process.exit(1);
}
