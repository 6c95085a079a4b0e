import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconFileText } from '@tabler/icons-react';
import type { TChatAnswer, TChatConflict, TChatSentence } from '@gestora/contract/rag/rag.schema';

const areaName = (area: string | null) => area ?? 'Todos';

/**
 * A currency sign and its amount on one line ('S/ 200', 'US$ 50'): the space becomes a no-break space, of the
 * same length, so the highlight ranges still hold.
 */
const keepAmounts = (text: string) => text.replace(/(S\/\.?|US\$|\$|€) (?=\d)/g, '$1\u00a0');

/** A sentence with the question's words in <mark>: ranges out of order, overlapping or out of bounds are skipped. */
export function Highlighted({ sentence }: { sentence: TChatSentence }) {
  const text = keepAmounts(sentence.text);
  const ranges = [...sentence.highlights].sort((a, b) => a[0] - b[0]);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** One cited document: its title and area, the sentences that answer, a link to it, the whole passage on demand. */
function AnswerCard({ answer, n, onOpen }: { answer: TChatAnswer; n: number; onOpen: (a: TChatAnswer) => void }) {
  const [whole, setWhole] = useState(false);
  return (
    <Card withBorder radius="sm" p="sm" data-testid="chat-answer-source">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Badge size="sm" variant="light" style={{ flexShrink: 0 }} mt={2}>
          {n}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {answer.title}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Área: {areaName(answer.area)}
            {answer.heading ? ` · ${answer.heading}` : ''}
          </Text>
        </Stack>
      </Group>
      <Stack gap={6} mt="xs">
        {answer.sentences.map((s, i) => (
          <Text key={i} fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="chat-sentence">
            <Highlighted sentence={s} />
          </Text>
        ))}
      </Stack>
      <Group gap="md" mt="xs" wrap="wrap">
        <Anchor component="button" type="button" fz="sm" onClick={() => onOpen(answer)}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconFileText size={15} />
            Abrir documento
          </Group>
        </Anchor>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={whole}
          rightSection={whole ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => setWhole((v) => !v)}
        >
          {whole ? 'Ocultar el pasaje' : 'Ver el pasaje completo'}
        </Button>
      </Group>
      {whole ? (
        <Text
          fz="xs"
          c="dimmed"
          mt="xs"
          p="xs"
          bg="gray.0"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', borderRadius: 4 }}
          data-testid="chat-passage"
        >
          {answer.passage}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * Two sources that give different figures for the same thing: each figure with its document and area (the
 * sentences are in the cards below; `message` is the plain reply's wording of the same).
 */
function ConflictNotice({ conflict }: { conflict: TChatConflict }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Las fuentes no coinciden"
      data-testid="chat-conflict"
      p="sm"
      styles={{ title: { marginBottom: 4 } }}
    >
      <Stack gap={2}>
        {conflict.claims.map((c, i) => (
          <Text key={i} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={650} fz="sm">
              {c.figure}
            </Text>{' '}
            — {c.title} ({areaName(c.area)})
          </Text>
        ))}
      </Stack>
      <Text fz="xs" c="dimmed" mt={6}>
        Confirme con el área responsable antes de decidir.
      </Text>
    </Alert>
  );
}

/**
 * The answer as a person reads it (POST /api/chat_ia_rag `answers`, `conflicts`): any disagreement first, then
 * under each cited document the sentences that answer, numbered as the reply cites them.
 */
export function ChatAnswers({
  answers,
  conflicts,
  onOpen,
}: {
  answers: TChatAnswer[];
  conflicts: TChatConflict[];
  onOpen: (a: TChatAnswer) => void;
}) {
  return (
    <Stack gap="xs" mt="sm" data-testid="chat-sources">
      {conflicts.map((c, i) => (
        <ConflictNotice key={i} conflict={c} />
      ))}
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        Fuentes
      </Text>
      {answers.map((a, i) => (
        <AnswerCard key={`${a.public_id}-${i}`} answer={a} n={i + 1} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
