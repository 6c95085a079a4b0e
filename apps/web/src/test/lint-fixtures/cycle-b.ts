// The other half of the deliberate cycle of cycle-a.ts.
import { a } from './cycle-a.ts';

export const b = () => a;
