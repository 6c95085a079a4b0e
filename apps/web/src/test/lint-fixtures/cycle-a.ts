// A deliberate import cycle for lint-boundaries.test.ts (eslint.config.js leaves this folder out of `npm run lint`).
import { b } from './cycle-b.ts';

export const a = () => b;
