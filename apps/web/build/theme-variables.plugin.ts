import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

/** The module main.tsx imports, after the first paint's CSS (app/styles-first-paint.css). */
export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';

/**
 * The theme's CSS variables, exactly as MantineProvider would write them on every page load: its
 * `<style data-mantine-styles>`, rendered here once with the app's theme and resolver.
 */
export function themeVariablesCss(): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const css = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error('theme-variables: MantineProvider wrote no CSS variables');
  return css;
}

/**
 * The theme's variables as a CSS file of the build, not computed at run time: MantineProvider merged the theme,
 * resolved and wrote its variables during the first render of every page load (a fifth of the home page's first
 * render slice on a phone), for the same text every time. BaseProviders turns its own off (withCssVariables).
 * The theme is read when Vite starts: after an edit of app/theme.ts, `npm run dev` is started again.
 */
export function themeVariables(): Plugin {
  const resolved = `\0${THEME_VARIABLES_MODULE}`;
  return {
    name: 'gestora:theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? resolved : null),
    load: (id) => (id === resolved ? themeVariablesCss() : null),
  };
}
