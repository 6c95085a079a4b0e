/** Injected by vite.config.ts `define`: the web app's package version. */
declare const __APP_VERSION__: string;
