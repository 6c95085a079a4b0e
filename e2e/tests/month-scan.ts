import type { BrowserContext } from '@playwright/test';

/**
 * A Spanish short month after a day number ('4 dic', '30 nov.', '1 sept'): the spec writes dates 'D de MMMM de
 * YYYY' (section 9). Anchored to a day number and to the word's end, so that 'mar' in 'marzo' or 'Marcar', or a
 * weekday header ('mar 1/12'), is not one.
 */
export const SHORT_MONTH =
  /(?<![\p{L}\p{N}])\d{1,2}[ \u00a0](ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.?(?![\p{L}\p{N}])/iu;

export interface ShortMonthHit {
  path: string;
  found: string;
  around: string;
}

/**
 * Reads the visible text (document.body.innerText) of every page of `context` whenever its content changes, at
 * most once a frame, and reports each short month it finds into `hits`. It watches from each document's start, so
 * that every screen a flow passes through is read, not only the last one.
 */
export async function watchForShortMonths(context: BrowserContext, hits: ShortMonthHit[]) {
  await context.exposeBinding('__gestoraShortMonth', (_source, hit: ShortMonthHit) => void hits.push(hit));
  await context.addInitScript((source: string) => {
    const pattern = new RegExp(source, 'iu');
    const report = (window as unknown as { __gestoraShortMonth: (hit: ShortMonthHit) => void }).__gestoraShortMonth;
    let queued = false;
    const scan = () => {
      queued = false;
      const text = document.body?.innerText ?? '';
      const m = pattern.exec(text);
      if (m) {
        const around = text.slice(Math.max(0, m.index - 40), m.index + 40);
        void report({ path: location.pathname + location.search, found: m[0], around });
      }
    };
    const queue = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(scan);
    };
    new MutationObserver(queue).observe(document, { subtree: true, childList: true, characterData: true });
  }, SHORT_MONTH.source);
}
