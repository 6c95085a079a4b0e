import { useState } from 'react';
import { Box, Button, Group, Modal, Paper, ScrollArea, Select, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { ChatSources } from './chat-sources.tsx';
import { IconMessageChatbot, IconSend, IconSparkles } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import type { TChatSource } from '@gestora/contract/rag/rag.schema';
import { http } from '../../lib/http.ts';
import { useDepartmentOptions } from '../../lib/lookups.queries.ts';
import { notifyError, notifyUpdated } from '../../lib/notify.ts';

const ALL = 'all';

/** The reply may come as plain text or wrapped in an object; the text is what the user reads. */
function replyText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    for (const key of ['reply', 'answer', 'response', 'message', 'data']) if (typeof o[key] === 'string') return o[key];
  }
  return '';
}

/** The passages the answer rests on, best first (`sources` of POST /api/chat_ia_rag); none when absent. */
function sourcesOf(data: unknown): TChatSource[] {
  if (!data || typeof data !== 'object') return [];
  // Checked by hand: the shell does not load zod for this.
  const list = (data as Record<string, unknown>).sources;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (s): s is TChatSource =>
      !!s && typeof s === 'object' && typeof s.title === 'string' && typeof s.passage === 'string',
  );
}

/** Spec section 2 "AI chat modal": static (no backdrop or Escape close), department picker, question, answer. */
export function ChatModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [department, setDepartment] = useState<string>(ALL);
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [answer, setAnswer] = useState('');
  const [sources, setSources] = useState<TChatSource[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [waiting, setWaiting] = useState(false);

  const departments = useDepartmentOptions(opened);
  if (departments.error) console.error(departments.error); // spec: a failed department list is only logged

  const send = async () => {
    const text = question.trim();
    if (!text) {
      setError(MSG.askQuestion);
      notifyError(MSG.askQuestion);
      return;
    }
    setWaiting(true);
    try {
      const data = await http.post<unknown>('/api/chat_ia_rag', {
        question: text,
        department_id: department === ALL ? null : department,
      });
      setAsked(text);
      setAnswer(replyText(data));
      setSources(sourcesOf(data));
      setQuestion('');
      notifyUpdated();
    } catch {
      notifyError(MSG.incompleteInfo);
    } finally {
      setWaiting(false);
    }
  };

  const options = [
    { value: ALL, label: 'Todos' },
    ...(departments.data ?? []).map((d) => ({ value: d.public_id, label: d.name })),
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      title={
        <Group gap="xs">
          <ThemeIcon variant="light" radius="md">
            <IconSparkles size={18} />
          </ThemeIcon>
          <Text component="span" fw={650}>
            Chat IA
          </Text>
        </Group>
      }
      styles={{ body: answer ? { height: '80vh', display: 'flex', flexDirection: 'column' } : undefined }}
    >
      <Stack gap="md" style={answer ? { flex: 1, minHeight: 0 } : undefined}>
        {answer ? (
          <Paper
            withBorder
            radius="md"
            p="md"
            bg="gray.0"
            style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
              Su pregunta
            </Text>
            <Text fz="sm" mb="sm">
              {asked}
            </Text>
            <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="chat-answer">
                {answer}
              </Text>
              <ChatSources sources={sources} />
            </ScrollArea>
          </Paper>
        ) : (
          <Group gap="sm" wrap="nowrap" c="dimmed">
            <IconMessageChatbot size={28} stroke={1.4} />
            <Text fz="sm">Pregunte sobre los documentos de su organización. Puede limitar la búsqueda a un área.</Text>
          </Group>
        )}
        <Box>
          <Stack gap="sm">
            <Select
              label="Área"
              data={options}
              value={department}
              onChange={(v) => setDepartment(v ?? ALL)}
              allowDeselect={false}
              searchable
            />
            <Textarea
              label="Pregunta"
              placeholder="Escriba su pregunta"
              rows={3}
              value={question}
              error={error}
              onChange={(e) => {
                setQuestion(e.currentTarget.value);
                setError(undefined);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
              }}
            />
            <Group justify="flex-end">
              <Button onClick={send} loading={waiting} disabled={waiting} leftSection={<IconSend size={16} />}>
                Enviar
              </Button>
            </Group>
          </Stack>
        </Box>
      </Stack>
    </Modal>
  );
}
