import { Button, Center, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconEdit } from '@tabler/icons-react';
import type { TChatDocument } from '@gestora/contract/rag/rag.schema';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { http } from '../../lib/http.ts';
import { Link } from '../../lib/router/link.tsx';

/** The document an answer cites, to open from the chat; null keeps the modal closed. */
export interface ChatDocumentRef {
  public_id: string;
  title: string;
}

/**
 * An answer's document, whole and read-only (GET /api/chat_ia_rag/documents/:public_id), for anyone who may be
 * answered from it; a document manager may also go and edit it in /rag. Its text is shown as text, never markup.
 */
export function ChatDocumentModal({
  document,
  onClose,
  onLeave,
}: {
  document: ChatDocumentRef | null;
  onClose: () => void;
  /** Going to /rag: the chat closes too. */
  onLeave: () => void;
}) {
  const { can } = useAuth();
  const id = document?.public_id ?? '';
  const query = useQuery({
    queryKey: ['chat-document', id],
    queryFn: () => http.get<TChatDocument>(`/api/chat_ia_rag/documents/${encodeURIComponent(id)}`),
    enabled: Boolean(document),
    retry: false,
  });
  const doc = query.data;

  return (
    <Modal opened={Boolean(document)} onClose={onClose} title={doc?.title ?? document?.title} size="lg" zIndex={300}>
      {query.isError ? (
        <Text fz="sm" c="red">
          {query.error instanceof Error && query.error.message ? query.error.message : 'No se pudo abrir el documento.'}
        </Text>
      ) : !doc ? (
        <Center py="lg">
          <LoadingLine />
        </Center>
      ) : (
        <Stack gap="md" data-testid="chat-document">
          <Text fz="sm" c="dimmed">
            Área: {doc.area ?? 'Todos'}
          </Text>
          {doc.sections.map((s, i) => (
            <Stack key={i} gap={4}>
              {s.heading ? (
                <Title order={4} fz="md" style={{ overflowWrap: 'anywhere' }}>
                  {s.heading}
                </Title>
              ) : null}
              <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {s.text}
              </Text>
            </Stack>
          ))}
          {can('Gestionar documentos en RAG') ? (
            <Group justify="flex-end">
              <Button
                component={Link}
                to={`/rag?doc=${encodeURIComponent(doc.public_id)}`}
                variant="light"
                leftSection={<IconEdit size={16} />}
                onClick={onLeave}
              >
                Editar en Documentos RAG
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
