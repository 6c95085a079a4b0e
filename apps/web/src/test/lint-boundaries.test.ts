import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The web app's layers are the lint's to keep (eslint.config.js): these cases run the project's own ESLint
 * configuration on snippets that break them, and on one that does not.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
// `ignore: false`: the cycle fixtures are left out of `npm run lint`, not out of this test.
const eslint = new ESLint({ cwd: root, ignore: false });
const at = (path: string) => join(root, 'apps/web/src', path);

async function rulesBroken(code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: at(path) });
  return result.messages.map((m) => m.ruleId);
}

describe('lint boundaries of the web app', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "import { useSaveUser } from '../users/users.queries.ts';\n\nexport const save = useSaveUser;\n";
    expect(await rulesBroken(code, 'features/clients/boundary-case.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses components/ or lib/ importing a feature', async () => {
    const code =
      "import { CLIENT_KEYS } from '../features/clients/clients.queries.ts';\n\nexport const keys = CLIENT_KEYS;\n";
    expect(await rulesBroken(code, 'components/boundary-case.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(code, 'lib/boundary-case.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([at('test/lint-fixtures/cycle-a.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('lets a feature use lib/ and components/, and app/ compose features', async () => {
    const feature =
      "import { entityKeys } from '../../lib/query-keys.ts';\nimport { DataTable } from '../../components/data-table.tsx';\n\nexport const parts = [entityKeys, DataTable];\n";
    expect(await rulesBroken(feature, 'features/clients/boundary-case.ts')).toEqual([]);
    const route =
      "import { TaskSubtasksSection } from '../../features/subtasks/task-subtasks-section.tsx';\nimport { TaskDetailPage } from '../../features/tasks/task-detail-page.tsx';\n\nexport const parts = [TaskSubtasksSection, TaskDetailPage];\n";
    expect(await rulesBroken(route, 'app/routes/boundary-case.ts')).toEqual([]);
  });
});
