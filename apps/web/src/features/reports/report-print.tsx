import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatDate } from '../../lib/dates.ts';
import './reports-print.css';

const today = () => new Date().toISOString();

/** 'Imprimir': the browser's print dialog; the page's print rules (reports-print.css) leave only the report. */
export function PrintButton() {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={18} aria-hidden />}
      onClick={() => window.print()}
      data-print="hide"
    >
      Imprimir
    </Button>
  );
}

/**
 * What a printed report says under its title and the screen shows in its filter bar: the filters in words and the
 * day it was printed (taken again as the print dialog opens, for a page left open since another day).
 */
export function PrintHeading({ filters }: { filters: string[] }) {
  const [printedAt, setPrintedAt] = useState(today);
  useEffect(() => {
    const onBeforePrint = () => setPrintedAt(today());
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return (
    <Box data-print="only" data-testid="print-heading" mb="md">
      <Text size="sm">{filters.length > 0 ? filters.join(' · ') : 'Sin filtros'}</Text>
      <Text size="xs" c="dimmed">
        Impreso el {formatDate(printedAt)}
      </Text>
    </Box>
  );
}

/** The frame of a report's page: marked for the print rules (A4, no controls). */
export function ReportFrame({ children }: { children: ReactNode }) {
  return <Box data-report>{children}</Box>;
}

/** The page's controls (filters, pickers) that paper does not need. */
export function ScreenOnly({ children }: { children: ReactNode }) {
  return <Box data-print="hide">{children}</Box>;
}
