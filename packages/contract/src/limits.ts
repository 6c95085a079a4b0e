/** Business constants of the specification (section 9) and the app's own limits. */
export const LIMITS = {
  toastAutoCloseMs: 5000,
  recentlySuccessfulMs: 2000,
  taskMenuPageSize: 20,
  ticketMenuPageSize: 100,
  menuTitleChars: 50,
  notificationMessageChars: 30,
  topBarNameChars: 8,
  mobileBreakpointPx: 767,
  defaultPerPage: 20,
  maxPerPage: 100,
  loginAttemptsPerWindow: 5,
  /** Failed sign-ins from one address, whatever the accounts (password spraying), per ipThrottleWindowMs. */
  loginFailuresPerIp: 20,
  ipThrottleWindowMs: 5 * 60_000,
  /** Reset-password forms with an invalid or spent link, per address and throttleWindowMs. */
  resetAttemptsPerWindow: 10,
  resetRequestsPerWindow: 3,
  throttleWindowMs: 60_000,
  resetTokenMinutes: 60,
  sessionDays: 14,
  avatarMaxBytes: 2 * 1024 * 1024,
  passwordMin: 8,
} as const;

/** 'abcdef…' cut: the first n characters plus '...' when longer (spec section 9). */
export function cut(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}
