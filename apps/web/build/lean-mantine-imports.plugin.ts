import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Mantine modules on the home page's first paint that import a whole package for one small name, or a module that
 * does work as it loads. Each import is given a file of ours holding just that name (build/shims/), checked against
 * the package by lean-mantine-imports.test.ts; every other importer (the menus, tooltips, modals) still gets the
 * package.
 */
const shims = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shims');

export const LEAN_IMPORTS: Array<{ importer: RegExp; source: string; shim: string; names: string[] }> = [
  {
    // The tables' ScrollArea: useMergeRefs. The rest of @floating-ui (15 KB gzipped) positions the dropdowns and
    // tooltips, which load when first used.
    importer: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    shim: path.join(shims, 'merge-refs.ts'),
    names: ['useMergeRefs'],
  },
  {
    // The provider's CSS variables (which the app does not render): their module computes the default theme's
    // variables as the entry is evaluated.
    importer: /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/MantineCssVariables\.mjs$/,
    source: './remove-default-variables.mjs',
    shim: path.join(shims, 'remove-default-variables.ts'),
    names: ['removeDefaultVariables'],
  },
];

export function leanMantineImports(): Plugin {
  return {
    name: 'gestora:lean-mantine-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const lean = importer && LEAN_IMPORTS.find((l) => l.source === source && l.importer.test(importer));
      return lean ? lean.shim : null;
    },
  };
}
