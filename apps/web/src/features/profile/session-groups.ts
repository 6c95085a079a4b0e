import type { TSession } from '@gestora/contract/profile/profile.schema';
import { describeUserAgent, isMobileAgent } from '../../components/user-agent.ts';

/** My sessions on one device and browser ('Chrome en Windows'): each sign-in there made one. */
export interface SessionGroup {
  /** The device and browser in plain words; sessions that read the same are one group. */
  label: string;
  mobile: boolean;
  /** The current one first, then by last use. */
  sessions: TSession[];
  /** The most recent use of any of them, and where it came from. */
  lastUsedAt: string;
  ip: string | null;
  current: boolean;
}

const byCurrentThenLastUse = (a: TSession, b: TSession) =>
  Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at);

/**
 * Groups sessions by device and browser as a person reads them: a browser that signed in ten times is one line
 * with its last use, not ten identical rows. The group holding this session comes first, then by last use.
 */
export function groupSessions(list: readonly TSession[]): SessionGroup[] {
  const groups = new Map<string, TSession[]>();
  for (const s of list) {
    const label = describeUserAgent(s.user_agent, s.kind);
    groups.set(label, [...(groups.get(label) ?? []), s]);
  }
  return [...groups.entries()]
    .map(([label, sessions]) => {
      const sorted = [...sessions].sort(byCurrentThenLastUse);
      const latest = [...sessions].sort((a, b) => b.last_used_at.localeCompare(a.last_used_at))[0];
      return {
        label,
        mobile: sessions.some((s) => s.kind === 'native' || isMobileAgent(s.user_agent)),
        sessions: sorted,
        lastUsedAt: latest.last_used_at,
        ip: latest.ip,
        current: sessions.some((s) => s.current),
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}
