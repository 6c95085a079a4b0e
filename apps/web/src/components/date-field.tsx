import { SimpleGrid } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatePickerInputProps, type DatePickerType } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { DATE_FORMAT } from '../lib/dates.ts';

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
  /** The dates of what contains the record (its project, stage or task). */
  minDate?: string;
  maxDate?: string;
}

/** 'Fecha de inicio' and 'Fecha de fin' side by side; the end cannot be picked before the start. */
export function DateRangeFields({ start, end, minDate, maxDate }: DateRangeFieldsProps) {
  const bounds = { minDate, maxDate };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateField label="Fecha de inicio" {...bounds} {...(start as object)} />
      <DateField label="Fecha de fin" {...bounds} minDate={start.value ?? minDate} {...(end as object)} />
    </SimpleGrid>
  );
}
