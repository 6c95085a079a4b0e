import { DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';

type Variables = ReturnType<typeof defaultCssVariablesResolver>;
type Group = keyof Variables;

let defaults: Variables | undefined;

/**
 * `removeDefaultVariables` of @mantine/core 9 (MIT), with the default theme's variables computed on first use instead
 * of when the module is evaluated. Mantine's module computes them as it loads, with the entry (a sixth of its
 * evaluation, four times as long on Lighthouse's phone); only MantineCssVariables calls it, and the app renders
 * none (BaseProviders' withCssVariables={false}: the variables are a CSS file of the build), so here they never are.
 */
export function removeDefaultVariables(input: Variables): Variables {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const cleaned: Variables = { variables: {}, light: {}, dark: {} };
  for (const group of ['variables', 'light', 'dark'] as Group[]) {
    for (const key of Object.keys(input[group]) as Array<keyof Variables[Group]>) {
      if (defaults[group][key] !== input[group][key]) cleaned[group][key] = input[group][key];
    }
  }
  return cleaned;
}
