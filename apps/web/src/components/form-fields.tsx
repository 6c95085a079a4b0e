import { Select, Textarea, type SelectProps, type TextareaProps } from '@mantine/core';

/** 'Descripción': free text that grows with what is typed, within the contract's limit. */
export function DescriptionInput({ maxLength = 2000, ...rest }: TextareaProps) {
  return <Textarea label="Descripción" autosize minRows={3} maxRows={10} maxLength={maxLength} {...rest} />;
}

/** 'Estado' in a record's form: one of `statuses`, and always one (the field cannot be emptied). */
export function StatusSelect({ statuses, ...rest }: { statuses: readonly string[] } & Omit<SelectProps, 'data'>) {
  return <Select label="Estado" withAsterisk data={[...statuses]} allowDeselect={false} {...rest} />;
}
