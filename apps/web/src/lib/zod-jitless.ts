// Zod probes `new Function` the first time an object schema parses, to choose a compiled parser. The page's
// Content-Security-Policy forbids eval, so the browser reports the probe as a CSP violation (Lighthouse's best
// practices counts it). Interpreted parsing is fast enough for what the web app validates.
//
// zod keeps its settings on globalThis.__zod_globalConfig and adopts an object already there. Setting it here,
// instead of calling `config()` from 'zod/v4/core', keeps zod out of the entry chunk (the bundler then moves the
// zod modules the lazy pages share into it). zod-jitless.test.ts fails if a zod upgrade renames the slot.
const slot = globalThis as { __zod_globalConfig?: Record<string, unknown> };
slot.__zod_globalConfig = { ...slot.__zod_globalConfig, jitless: true };

// A module (imported for its effect by main.tsx), not a script.
export {};
