/**
 * The class names of react-remove-scroll 2 (from react-remove-scroll-bar's constants): all that Mantine's
 * AppShell.Header, Footer and Aside read from that package (they mark themselves to be shifted while a modal locks
 * the page's scroll). Given to them instead of the package (lean-mantine-imports.plugin.ts): the scroll lock itself
 * (4.5 KB gzipped) loads with the first modal, not with the shell.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
