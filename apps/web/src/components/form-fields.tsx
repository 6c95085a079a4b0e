import { Textarea, type TextareaProps } from '@mantine/core';

/** 'Descripción': free text that grows with what is typed, within the contract's limit. */
export function DescriptionInput({ maxLength = 2000, ...rest }: TextareaProps) {
  return <Textarea label="Descripción" autosize minRows={3} maxRows={10} maxLength={maxLength} {...rest} />;
}
