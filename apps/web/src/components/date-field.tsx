import { DatePickerInput, type DatePickerInputProps, type DatePickerType } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { DATE_FORMAT, SHORT_DATE_FORMAT } from '../lib/dates.ts';

/**
 * A date in a form ('5 de marzo de 2026') or, `short`, in a filter bar ('5 mar 2026'): Spanish, clearable, with
 * a calendar icon; its value is 'YYYY-MM-DD' or null.
 */
export function DateField<Type extends DatePickerType = 'default'>({
  short = false,
  ...rest
}: DatePickerInputProps<Type> & { short?: boolean }) {
  return (
    <DatePickerInput<Type>
      placeholder={MSG.selectPlaceholder}
      leftSection={<IconCalendar size={16} aria-hidden />}
      valueFormat={short ? SHORT_DATE_FORMAT : DATE_FORMAT}
      clearable
      {...rest}
    />
  );
}
