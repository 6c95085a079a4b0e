import { useState } from 'react';
import { Box, Button, Group, Modal, Paper, ScrollArea, Select, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { ChatSources } from './chat-sources.tsx';
import { ChatAnswers } from './chat-answers.tsx';
import { ChatDocumentModal, type ChatDocumentRef } from './chat-document.tsx';
import { IconMessageChatbot, IconSend, IconSparkles } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import type { TChatAnswer, TChatConflict, TChatSource } from '@gestora/contract/rag/rag.schema';
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

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';
const isRange = (r: unknown) => Array.isArray(r) && r.length === 2 && r.every((n) => Number.isInteger(n));

/** The sources as a person reads them (`answers`); none when absent or malformed. Checked by hand, as above. */
function answersOf(data: unknown): TChatAnswer[] {
  const list = isRecord(data) ? data.answers : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (a): a is TChatAnswer =>
      isRecord(a) &&
      typeof a.public_id === 'string' &&
      typeof a.title === 'string' &&
      (a.area === null || typeof a.area === 'string') &&
      typeof a.heading === 'string' &&
      typeof a.passage === 'string' &&
      Array.isArray(a.sentences) &&
      a.sentences.every(
        (s) => isRecord(s) && typeof s.text === 'string' && Array.isArray(s.highlights) && s.highlights.every(isRange),
      ),
  );
}

/** Where the sources disagree on a figure (`conflicts`); none when absent or malformed. */
function conflictsOf(data: unknown): TChatConflict[] {
  const list = isRecord(data) ? data.conflicts : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is TChatConflict =>
      isRecord(c) &&
      typeof c.message === 'string' &&
      Array.isArray(c.claims) &&
      c.claims.every(
        (x) =>
          isRecord(x) &&
          typeof x.title === 'string' &&
          typeof x.figure === 'string' &&
          typeof x.sentence === 'string' &&
          (x.area === null || typeof x.area === 'string'),
      ),
  );
}

/** What is read above the sources: the model's text without its list of sources (the cards show them). */
function leadOf(reply: string, mode: unknown): string {
  if (mode !== 'model') return 'Esto es lo que encontré en los documentos:';
  const cut = reply.lastIndexOf('\n\nFuentes:\n');
  return cut > 0 ? reply.slice(0, cut) : reply;
}

/** Spec section 2 "AI chat modal": static (no backdrop or Escape close), department picker, question, answer. */
export function ChatModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [department, setDepartment] = useState<string>(ALL);
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [answer, setAnswer] = useState('');
  const [sources, setSources] = useState<TChatSource[]>([]);
  const [answers, setAnswers] = useState<TChatAnswer[]>([]);
  const [conflicts, setConflicts] = useState<TChatConflict[]>([]);
  const [opening, setOpening] = useState<ChatDocumentRef | null>(null);
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
      const reply = replyText(data);
      const read = answersOf(data);
      setAnswer(read.length ? leadOf(reply, isRecord(data) ? data.mode : undefined) : reply);
      setSources(sourcesOf(data));
      setAnswers(read);
      setConflicts(read.length ? conflictsOf(data) : []);
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
              {answers.length ? (
                // The whole answer is what a person reads: the lead (or the model's text), then the sentences.
                <Box data-testid="chat-answer">
                  <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="chat-lead">
                    {answer}
                  </Text>
                  <ChatAnswers answers={answers} conflicts={conflicts} onOpen={setOpening} />
                </Box>
              ) : (
                <>
                  <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="chat-answer">
                    {answer}
                  </Text>
                  <ChatSources sources={sources} />
                </>
              )}
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
      <ChatDocumentModal
        document={opening}
        onClose={() => setOpening(null)}
        onLeave={() => {
          setOpening(null);
          onClose();
        }}
      />
    </Modal>
  );
}
