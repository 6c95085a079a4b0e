import { useEffect, useState } from 'react';
import { Alert, List, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useSimilarIdeas } from './ideas.queries.ts';

/** Waits until typing pauses, so that not every key asks the server. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** While a title is typed: existing ideas sharing its words (Spanish full text), so that nobody proposes twice. */
export function SimilarIdeas({ title, excludeId }: { title: string; excludeId: string }) {
  const q = useDebounced(title.trim(), 300);
  const similar = useSimilarIdeas(q, excludeId);
  const found = similar.data?.data ?? [];
  if (q.length < 3 || found.length === 0) return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconBulb size={18} />} title="Ideas parecidas" p="sm">
      <Text fz="xs" mb={4}>
        Revise si su idea ya fue propuesta; puede votarla en la pestaña «Ideas» del inicio.
      </Text>
      <List size="sm" spacing={2} aria-label="Ideas parecidas">
        {found.map((i) => (
          <List.Item key={i.public_id}>
            {i.title}{' '}
            <Text span c="dimmed" fz="xs">
              ({i.votes_count} a favor, {i.negative_votes} en contra)
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
