import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconSparkles, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { TIdea, TVoteType } from '@gestora/contract/ideas/ideas.schema';
import { HtmlView } from '../../components/html-view.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { BoardFeed } from './board-feed.tsx';
import { CardHeader } from './card-header.tsx';
import { useIdeaFeed, useSetIdeaVotes, voteIdea } from './home.queries.ts';

export const VOTED = 'Tu voto ha sido registrado';
export const VOTE_FAILED = 'Error al votar';
export const ANALYSIS_TITLE = 'Análisis con inteligencia artificial';

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
            <Button
              size="xs"
              variant={idea.my_vote === 'upvote' ? 'filled' : 'light'}
              color="teal"
              leftSection={<IconThumbUp size={16} />}
              loading={busy === 'upvote'}
              disabled={busy !== null}
              aria-label={`Votar a favor (${idea.votes_count})`}
              aria-pressed={idea.my_vote === 'upvote'}
              onClick={() => void vote('upvote')}
            >
              <span data-testid="votes-count">{idea.votes_count}</span>
            </Button>
            <Button
              size="xs"
              variant={idea.my_vote === 'downvote' ? 'filled' : 'light'}
              color="red"
              leftSection={<IconThumbDown size={16} />}
              loading={busy === 'downvote'}
              disabled={busy !== null}
              aria-label={`Votar en contra (${idea.negative_votes})`}
              aria-pressed={idea.my_vote === 'downvote'}
              onClick={() => void vote('downvote')}
            >
              <span data-testid="negative-votes">{idea.negative_votes}</span>
            </Button>
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
        <Modal opened={analysisOpen} onClose={() => setAnalysisOpen(false)} title={ANALYSIS_TITLE} size="xl" centered>
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="analysis-text">
            {idea.analysis_ia}
          </Text>
        </Modal>
      ) : null}
    </Paper>
  );
}

/** The 'Ideas' tab: the ideas board with its votes. */
export function IdeasTab() {
  const [departmentId, setDepartmentId] = useState('');
  const query = useIdeaFeed(departmentId);
  return (
    <BoardFeed
      label="Ideas"
      query={query}
      departmentId={departmentId}
      onDepartmentChange={setDepartmentId}
      renderItem={(idea) => <IdeaCard idea={idea} />}
    />
  );
}
