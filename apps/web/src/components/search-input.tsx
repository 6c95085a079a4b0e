import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export const SEARCH_DEBOUNCE_MS = 350;

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once the user stops typing, with the new search. */
  onChange: (value: string) => void;
  debounceMs?: number;
}

/** A search box for server-side search: it waits for a pause in typing before it asks the server. */
export function SearchInput({
  value,
  onChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  placeholder = 'Buscar',
  ...rest
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  // The URL may change under us (back button, 'Limpiar filtros'): show what is in effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string, now = false) => {
    setText(next);
    clearTimeout(timer.current);
    if (now) latest.current(next);
    else timer.current = setTimeout(() => latest.current(next), debounceMs);
  };

  return (
    <TextInput
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} stroke={1.8} />}
      rightSection={
        text ? <CloseButton size="sm" aria-label="Limpiar búsqueda" onClick={() => change('', true)} /> : null
      }
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') change(e.currentTarget.value, true);
      }}
      {...rest}
    />
  );
}
