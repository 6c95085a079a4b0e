import { z } from 'zod';

/** GET /api/first_screen: per address of HOME_FIRST_REQUESTS (first-screen.ts), what it answers on its own. */
export const ZFirstScreen = z.record(z.string(), z.object({ status: z.number().int(), body: z.unknown() }));
export type TFirstScreen = z.infer<typeof ZFirstScreen>;
