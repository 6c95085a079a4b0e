#!/usr/bin/env node
// The e2e suite drives Debian's Chromium (never a downloaded browser). On a fresh machine of this project's
// kind we run as root with apt-get: install it there, so that `npm test` works as the README promises.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Chromium no está en ${chromium}. Instálelo con: sudo apt-get install -y chromium (o defina CHROMIUM_PATH).`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the e2e suite…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
