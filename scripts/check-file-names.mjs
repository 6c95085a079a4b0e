#!/usr/bin/env node
// File names are kebab-case with role suffixes (ARCHITECTURE.md, convention 5).
import { execSync } from 'node:child_process';

const files = execSync('git ls-files --cached --others --exclude-standard', { encoding: 'utf8' }).split('\n');
const checked = files.filter((f) => /^(apps|packages|e2e)\/.*\/[^/]+\.(ts|tsx)$/.test(f) && !f.includes('/drizzle/'));
const bad = checked.filter(
  (f) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx)$/.test(f.split('/').pop()),
);
if (bad.length) {
  console.error(`File names must be kebab-case:\n${bad.join('\n')}`);
  process.exit(1);
}
console.log(`${checked.length} file names checked`);
