import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Group, Paper, Text, Textarea, UnstyledButton, type TextareaProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { memberName } from './task-badges.tsx';
import { useUserOptions } from '../../lib/lookups.queries.ts';
import type { TUserRef } from '@gestora/contract/common.schema';

/** The '@word' being typed right before the caret, if any. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([\p{L}\p{N}_.-]{0,30})$/u.exec(text.slice(0, caret));
  return m ? { start: caret - m[2].length - 1, query: m[2] } : null;
}

const MAX_SUGGESTIONS = 6;

interface MentionTextareaProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** The people to offer first (the task's members); others come from GET /api/user_options. */
  people: TUserRef[];
  /** A person was picked: the parent keeps who the '@Name' in the text stands for. */
  onMention: (user: TUserRef) => void;
}

/** A textarea where typing '@' offers people to mention; picking one writes '@Nombre Apellido'. */
export function MentionTextarea({ value, onChange, people, onMention, ...rest }: MentionTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [trigger, setTrigger] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [q] = useDebouncedValue(trigger?.query ?? '', 250);
  const others = useUserOptions(q, trigger !== null);

  const needle = (trigger?.query ?? '').toLowerCase();
  const suggestions: TUserRef[] = [];
  for (const u of [...people, ...(others.data ?? [])]) {
    if (suggestions.length >= MAX_SUGGESTIONS) break;
    if (suggestions.some((s) => s.public_id === u.public_id)) continue;
    if (memberName(u).toLowerCase().includes(needle)) suggestions.push(u);
  }
  const open = trigger !== null && suggestions.length > 0;

  const track = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    setTrigger(next);
    if (next?.query !== trigger?.query) setActive(0);
  };

  const pick = (user: TUserRef) => {
    if (!trigger) return;
    const caret = ref.current?.selectionStart ?? value.length;
    const label = `@${memberName(user)} `;
    const next = value.slice(0, trigger.start) + label + value.slice(caret);
    onChange(next);
    onMention(user);
    setTrigger(null);
    const pos = trigger.start + label.length;
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(pos, pos);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(suggestions[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setTrigger(null);
    }
  };

  return (
    <Box pos="relative">
      <Textarea
        ref={ref}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          track(e.currentTarget.value, e.currentTarget.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onClick={(e) => track(e.currentTarget.value, e.currentTarget.selectionStart)}
        onBlur={() => setTimeout(() => setTrigger(null), 150)}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? 'mention-suggestions' : undefined}
        {...rest}
      />
      {open ? (
        <Paper
          id="mention-suggestions"
          role="listbox"
          aria-label="Mencionar a"
          withBorder
          shadow="md"
          radius="md"
          p={4}
          pos="absolute"
          left={0}
          top="100%"
          mt={4}
          w={{ base: '100%', sm: 320 }}
          style={{ zIndex: 20 }}
        >
          {suggestions.map((u, i) => (
            <UnstyledButton
              key={u.public_id}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(u)}
              onMouseEnter={() => setActive(i)}
              w="100%"
              px="xs"
              py={6}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: i === active ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <UserAvatar user={u} size={24} />
                <Text size="sm">{memberName(u)}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
