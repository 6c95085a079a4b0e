import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Gestora's one brand colour: a calm indigo-blue. Status colours keep Mantine's palette names (UI.md). */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b9c7e2',
  '#94a8d0',
  '#748dc1',
  '#5f7cb8',
  '#5474b4',
  '#44639f',
  '#39588f',
  '#2d4b81',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // People who ask their system for less motion get no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // Mantine's own labels are English; every control a screen reader names must speak Spanish.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' } },
    },
    Pill: { defaultProps: { removeButtonProps: { 'aria-label': 'Quitar' } } },
  },
});

/**
 * Mantine's dimmed grey (gray.6, #868e96) reads at 3.3:1 on white, under WCAG's 4.5:1 for small text: secondary
 * text takes a slightly darker grey, 5.2:1 on white and 5:1 on the page's gray.0.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#666d75' },
  dark: {},
});
