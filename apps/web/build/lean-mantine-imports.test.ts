// The shims that lean-mantine-imports.plugin.ts gives to a few Mantine modules must stand for their packages: the
// importers read only the shimmed names, and the shims hold what the packages hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRef } from 'react';
import { renderHook } from '@testing-library/react';
import { useMergeRefs as floatingUseMergeRefs } from '@floating-ui/react';
import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme } from '../src/app/theme.ts';
import { describe, expect, it, vi } from 'vitest';
import { LEAN_IMPORTS } from './lean-mantine-imports.plugin.ts';
import { useMergeRefs } from './shims/merge-refs.ts';
import { removeDefaultVariables } from './shims/remove-default-variables.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mantine = path.join(root, 'node_modules/@mantine/core/esm');
const mantineModules = (readdirSync(mantine, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => path.join(mantine, f));

describe('lean Mantine imports', () => {
  it.each(LEAN_IMPORTS)('$source: its Mantine importers read only $names', ({ importer, source, names }) => {
    const importers = mantineModules.filter((f) => importer.test(f));
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.includes(`from "${source}"`));
      expect(lines).toEqual([`import { ${names.join(', ')} } from "${source}";`]);
    }
  });

  it("merges refs as @floating-ui/react's useMergeRefs does: objects set and cleared, callbacks with cleanups", () => {
    for (const merge of [useMergeRefs, floatingUseMergeRefs]) {
      const object = createRef<string>();
      const cleanup = vi.fn();
      const withCleanup = vi.fn(() => cleanup);
      const plain = vi.fn();
      const { result } = renderHook(() => merge<string>([object, withCleanup, plain, undefined]));
      result.current!('node');
      expect([object.current, withCleanup.mock.calls, plain.mock.calls]).toEqual(['node', [['node']], [['node']]]);
      result.current!(null);
      expect([object.current, cleanup.mock.calls.length, plain.mock.calls.at(-1)]).toEqual([null, 1, [null]]);
      expect(renderHook(() => merge([undefined, null])).result.current).toBeNull();
    }
  });

  it("removes the default theme's variables as Mantine's removeDefaultVariables does", async () => {
    const file = path.join(mantine, 'core/MantineProvider/MantineCssVariables/remove-default-variables.mjs');
    const mantines = (await import(/* @vite-ignore */ file)) as {
      removeDefaultVariables: typeof removeDefaultVariables;
    };
    const app = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    const custom = { variables: { '--a': '1' }, light: { '--mantine-color-dimmed': '#666d75' }, dark: {} };
    for (const input of [app, custom, defaultCssVariablesResolver(DEFAULT_THEME)]) {
      expect(removeDefaultVariables(input)).toEqual(mantines.removeDefaultVariables(input));
    }
    expect(Object.keys(removeDefaultVariables(app).variables).length).toBeGreaterThan(0);
  });
});
