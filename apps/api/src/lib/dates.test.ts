import { describe, expect, it } from 'vitest';
import { todayIso } from './dates.ts';

describe("todayIso: the organisation's date", () => {
  it('turns at midnight in the time zone asked, minute by minute, whatever was asked before', () => {
    // Lima is UTC-5 all year: its midnight of 1 March 2026 is 05:00 UTC.
    const at = (iso: string) => new Date(iso);
    expect(todayIso('America/Lima', at('2026-03-01T04:59:59.999Z'))).toBe('2026-02-28');
    expect(todayIso('America/Lima', at('2026-03-01T05:00:00.000Z'))).toBe('2026-03-01');
    // The same minute in another zone (Kathmandu, UTC+5:45: its midnight falls at :15 UTC) and back again.
    expect(todayIso('Asia/Kathmandu', at('2026-03-01T18:14:59.000Z'))).toBe('2026-03-01');
    expect(todayIso('Asia/Kathmandu', at('2026-03-01T18:15:00.000Z'))).toBe('2026-03-02');
    expect(todayIso('America/Lima', at('2026-03-01T18:15:10.000Z'))).toBe('2026-03-01');
    expect(todayIso('America/Lima', at('2026-03-01T04:59:00.000Z'))).toBe('2026-02-28');
    expect(todayIso('America/Lima', at('2026-03-01T05:00:30.000Z'))).toBe('2026-03-01');
  });
});
