import { useMediaQuery } from '@mantine/hooks';
import { LIMITS } from '@gestora/contract/limits';

export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

/** Window width 767 px or less (spec section 9); follows resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
