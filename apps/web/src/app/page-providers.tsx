import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import '../lib/dates.ts';

/**
 * The providers of the signed-in pages (date pickers in Spanish), mounted by the shell so that the sign-in page
 * does not download them. Dialogs are components of their pages (ConfirmDialog, FormModal), not a modals manager.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
