// Browser tests drive Debian's build of Chromium's headless shell (package chromium-headless-shell,
// decision 031), never a downloaded browser. Installs it, with the CJK fonts the Chinese screens
// need, when it is missing and we may (root with apt-get); otherwise stops with one clear line.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const BROWSER = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk'];
if (existsSync(BROWSER)) process.exit(0);

const byHand = `install Debian's packages by hand ("sudo apt-get install -y ${PACKAGES.join(' ')}") and try again.`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Browser tests need Chromium's headless shell at ${BROWSER}: ${byHand}`);
  process.exit(1);
}
console.log(`Installing Debian's Chromium headless shell for the browser tests (once)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES],
]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`"apt-get ${args.join(' ')}" failed: ${byHand}`);
    process.exit(1);
  }
}
if (!existsSync(BROWSER)) {
  console.error(`apt-get finished but ${BROWSER} is still missing: ${byHand}`);
  process.exit(1);
}
