import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import '../lib/dates.ts';

/**
 * The providers of the signed-in pages (date pickers in Spanish, modals), mounted by the shell so that the
 * sign-in page does not download them.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}
