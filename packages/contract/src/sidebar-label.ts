import { SIDEBAR } from './sidebar.ts';

// Its own file: sidebar.ts is in the shell's first visit, and only the pages titled by their entry need this.

/**
 * The sidebar's label of the entry that opens `to`: a page the sidebar names is titled the same way, so that the
 * entry and the heading it leads to never read differently ('Microsubtarea').
 */
export function sidebarLabel(to: string): string {
  const entry = SIDEBAR.flatMap((g) => [...g.entries, { label: g.label, to: g.to }]).find((e) => e.to === to);
  if (!entry) throw new Error(`No sidebar entry opens ${to}`);
  return entry.label;
}
