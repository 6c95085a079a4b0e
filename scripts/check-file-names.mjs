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

// Every file of an API module says its role: x.routes.ts (HTTP), x.service.ts (use cases), x.table.ts (Drizzle),
// x.rules.ts (pure decisions), x.access.ts (who may see and do what), x.presenter.ts (wire shapes),
// x.queries.ts (tuned SQL), x.sql.ts (the SQL functions and triggers it declares), x.worker.ts (code run in a
// worker thread), and the tests. `x` may itself be kebab-case (users-account.service.ts).
const ROLES = [
  'routes',
  'service',
  'table',
  'rules',
  'access',
  'presenter',
  'schema',
  'queries',
  'sql',
  'worker',
  'test',
  'test-utils',
];
const roleSuffix = new RegExp(`\\.(${ROLES.join('|')})\\.ts$|\\.d\\.ts$`);
const roleless = checked.filter((f) => f.startsWith('apps/api/src/modules/') && !roleSuffix.test(f));
if (roleless.length) {
  console.error(`API module files end in a role suffix (.${ROLES.join(', .')}):\n${roleless.join('\n')}`);
  process.exit(1);
}
console.log(`${checked.length} file names checked`);
