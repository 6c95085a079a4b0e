import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconSparkles, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { TIdea, TVoteType } from '@gestora/contract/ideas/ideas.schema';
import { HtmlView } from '../../components/html-view.tsx';
import { IDEA_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import { notify, notifyError } from '../../lib/notify.ts';
import { onRealtime } from '../../lib/realtime.ts';
import { useBackCloses } from '../../lib/use-back-closes.ts';
import { BoardFeed } from '../../components/board-feed.tsx';
import { CardHeader } from '../../components/card-header.tsx';
import { IDEA_KEYS, ideaRecordQuery, useIdeaFeed, useSetIdeaVotes, voteIdea } from './ideas.queries.ts';

export const VOTED = 'Tu voto ha sido registrado';
export const VOTE_FAILED = 'Error al votar';
export const ANALYSIS_TITLE = 'Análisis con inteligencia artificial';

/** The large modal 'Análisis con inteligencia artificial', the analysis' line breaks kept. */
function AnalysisModal({ text, opened, onClose }: { text: string; opened: boolean; onClose: () => void }) {
  useBackCloses(opened, onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={ANALYSIS_TITLE} size="xl" centered>
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="analysis-text">
        {text}
      </Text>
    </Modal>
  );
}

const VOTE_LOOK = {
  upvote: { color: 'teal', icon: IconThumbUp, label: 'Votar a favor', testId: 'votes-count' },
  downvote: { color: 'red', icon: IconThumbDown, label: 'Votar en contra', testId: 'negative-votes' },
} as const;

interface VoteButtonProps {
  type: TVoteType;
  count: number;
  /** The viewer's own vote: its button shows pressed. */
  mine: TVoteType | null;
  /** The vote being sent: its button spins, both wait. */
  busy: TVoteType | null;
  onVote: (type: TVoteType) => Promise<void>;
}

/** 'Votar a favor' or 'Votar en contra', with the idea's count of such votes. */
function VoteButton({ type, count, mine, busy, onVote }: VoteButtonProps) {
  const { color, icon: Icon, label, testId } = VOTE_LOOK[type];
  return (
    <Button
      size="xs"
      variant={mine === type ? 'filled' : 'light'}
      color={color}
      leftSection={<Icon size={16} />}
      loading={busy === type}
      disabled={busy !== null}
      aria-label={`${label} (${count})`}
      aria-pressed={mine === type}
      onClick={() => void onVote(type)}
    >
      <span data-testid={testId}>{count}</span>
    </Button>
  );
}

/** One idea: its card, the vote buttons with their counts and, when it has one, its AI analysis. */
export function IdeaCard({ idea }: { idea: TIdea }) {
  const setVotes = useSetIdeaVotes();
  const [busy, setBusy] = useState<TVoteType | null>(null);
  const [analysisOpen, setAnalysisOpen] = useState(false);

  const vote = async (type: TVoteType) => {
    setBusy(type);
    try {
      // Spec section 4: on success the card's counts are replaced by the server's values.
      setVotes(idea.public_id, await voteIdea(idea.public_id, type));
      notify(VOTED, 'success');
    } catch {
      notifyError(VOTE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={idea.title}>
      <Stack gap="sm">
        <CardHeader author={idea.author} createdAt={idea.created_at} department={idea.department} title={idea.title} />
        <HtmlView html={idea.content} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <VoteButton type="upvote" count={idea.votes_count} mine={idea.my_vote} busy={busy} onVote={vote} />
            <VoteButton type="downvote" count={idea.negative_votes} mine={idea.my_vote} busy={busy} onVote={vote} />
          </Group>
          {idea.analysis_ia ? (
            <Button
              size="xs"
              variant="light"
              color="violet"
              leftSection={<IconSparkles size={16} />}
              onClick={() => setAnalysisOpen(true)}
            >
              Análisis IA
            </Button>
          ) : null}
        </Group>
      </Stack>
      {idea.analysis_ia ? (
        <AnalysisModal text={idea.analysis_ia} opened={analysisOpen} onClose={() => setAnalysisOpen(false)} />
      ) : null}
    </Paper>
  );
}

/**
 * The analysis the "analysis ready" notification links to (?idea=<public_id>, the author's own idea), opened over
 * the board; closing it drops the parameter. Nothing shows when it cannot be read or has no analysis (edited since).
 */
function LinkedAnalysis() {
  const [params, setParams] = useSearchParams();
  const id = params.get('idea') ?? '';
  const { data } = useQuery({ ...ideaRecordQuery(id), enabled: Boolean(id), retry: false });
  const close = () =>
    setParams(
      (p) => {
        p.delete('idea');
        return p;
      },
      { replace: true },
    );
  const text = id && data?.public_id === id ? data.analysis_ia : null;
  return text ? <AnalysisModal text={text} opened onClose={close} /> : null;
}

/** The 'Ideas' tab: the ideas board with its votes; it reloads when an idea's analysis is announced ready. */
export function IdeasTab() {
  const [departmentId, setDepartmentId] = useState('');
  const query = useIdeaFeed(departmentId);
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtime('NotificationChanel', ({ notification }) => {
        if (notification?.type === IDEA_NOTIFICATION_TYPE) void client.invalidateQueries({ queryKey: IDEA_KEYS.all });
      }),
    [client],
  );
  return (
    <>
      <LinkedAnalysis />
      <BoardFeed
        label="Ideas"
        query={query}
        departmentId={departmentId}
        onDepartmentChange={setDepartmentId}
        renderItem={(idea) => <IdeaCard idea={idea} />}
      />
    </>
  );
}
