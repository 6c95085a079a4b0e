import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatePickerInputProps, type DatePickerType } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { DATE_FORMAT } from '../lib/dates.ts';
import { bindFilter, type ListParams } from './use-list-params.ts';

/** The pickers' language and week (Monday first): set here, with the pickers, so that no other page loads dayjs. */
const SPANISH = { locale: 'es', firstDayOfWeek: 1 } as const;

/**
 * A date in a form or a filter bar, '5 de marzo de 2026' (spec section 9) in both: Spanish, clearable, with a
 * calendar icon; its value is 'YYYY-MM-DD' or null.
 */
export function DateField<Type extends DatePickerType = 'default'>(rest: DatePickerInputProps<Type>) {
  return (
    <DatesProvider settings={SPANISH}>
      <DatePickerInput<Type>
        placeholder={MSG.selectPlaceholder}
        leftSection={<IconCalendar size={16} aria-hidden />}
        valueFormat={DATE_FORMAT}
        // One line, as every other field of a filter bar: a long date ends in an ellipsis instead of growing the row.
        styles={{ input: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
        clearable
        {...rest}
      />
    </DatesProvider>
  );
}

type DateInput = { value?: string | null; onChange?: unknown; error?: unknown };

interface DateRangeFieldsProps {
  /** `form.getInputProps('start_date')` and `form.getInputProps('end_date')`. */
  start: DateInput;
  end: DateInput;
  /** What contains the record (its project, stage or task): its dates bound the record's. */
  within?: { start_date: string | null; end_date: string | null };
  /** Said under the fields: the container's dates, the rule. */
  hint?: ReactNode;
}

/** 'Fecha de inicio' and 'Fecha de fin' side by side; the end cannot be picked before the start. */
export function DateRangeFields({ start, end, within, hint }: DateRangeFieldsProps) {
  const bounds = { minDate: within?.start_date ?? undefined, maxDate: within?.end_date ?? undefined };
  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateField label="Fecha de inicio" {...bounds} {...(start as object)} />
      <DateField label="Fecha de fin" {...bounds} minDate={start.value ?? bounds.minDate} {...(end as object)} />
    </SimpleGrid>
  );
  if (!hint) return fields;
  return (
    <div>
      {fields}
      <Text size="xs" c="dimmed" mt={6}>
        {hint}
      </Text>
    </div>
  );
}

/** Wide enough for '30 de septiembre de 2026' (spec section 9) on one line. */
const DATE_FILTER_WIDTH = { base: '100%', sm: 260 } as const;

interface DateWindowFilterProps {
  list: ListParams<'date_from' | 'date_to'>;
  /** The names (and placeholders) of the two ends: 'Desde' and 'Hasta'. */
  labels: [string, string];
  /** The start's calendar also ends at the end picked (the end's always begins at the start picked). */
  boundStart?: boolean;
}

/** A list's date window in a filter bar (the contract's ZDateFilter: date_from and date_to), kept in the URL. */
export function DateWindowFilter({ list, labels: [from, to], boundStart = false }: DateWindowFilterProps) {
  const { date_from: start, date_to: end } = list.filters;
  return (
    <>
      <DateField
        aria-label={from}
        placeholder={from}
        {...bindFilter(list, 'date_from')}
        maxDate={boundStart ? end || undefined : undefined}
        w={DATE_FILTER_WIDTH}
      />
      <DateField
        aria-label={to}
        placeholder={to}
        minDate={start || undefined}
        {...bindFilter(list, 'date_to')}
        w={DATE_FILTER_WIDTH}
      />
    </>
  );
}
