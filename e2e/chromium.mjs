// Debian's Chromium as every browser run of this repo starts it (the e2e suite, the screenshot scripts,
// bench:web): the system's binary, never a downloaded one, with the flags that keep a headless run free of
// background work, so that runs stay alike.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
