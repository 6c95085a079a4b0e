import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '../../lib/router/link.tsx';
import { IconSparkles, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import type { TMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { Lines, createdColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useDeleteIdea } from './ideas.mutations.ts';
import { myIdeasQueryOptions } from './ideas.queries.ts';
import { IdeaFormModal } from './idea-form-modal.tsx';

const columns: DataColumn<TMyIdea>[] = [
  {
    key: 'title',
    title: 'Idea',
    card: 'title',
    render: (i) => <Lines main={i.title} more={[i.department?.name ?? MSG.allDepartments]} strong />,
  },
  {
    key: 'votes',
    title: 'Votos',
    render: (i) => (
      <Group gap="sm" wrap="nowrap">
        <Group gap={4} wrap="nowrap" c="teal.7" aria-label={`${i.votes_count} a favor`}>
          <IconThumbUp size={15} />
          <Text fz="sm">{i.votes_count}</Text>
        </Group>
        <Group gap={4} wrap="nowrap" c="red.7" aria-label={`${i.negative_votes} en contra`}>
          <IconThumbDown size={15} />
          <Text fz="sm">{i.negative_votes}</Text>
        </Group>
      </Group>
    ),
  },
  {
    key: 'analysis',
    title: 'Análisis IA',
    render: (i) =>
      // Opens it over the ideas board, as the "analysis ready" notification does. Without one nothing is
      // promised: with no model configured none will come.
      i.analysis_ia ? (
        <Anchor
          component={Link}
          to={`/?tab=ideas&idea=${i.public_id}`}
          onClick={(e) => e.stopPropagation()}
          fz="sm"
          c="violet.7"
        >
          <Group gap={4} wrap="nowrap">
            <IconSparkles size={15} />
            Ver análisis
          </Group>
        </Anchor>
      ) : (
        <Text fz="sm" c="dimmed">
          Sin análisis
        </Text>
      ),
  },
  createdColumn('Propuesta'),
];

/** /idea 'Publicar ideas': my ideas, created and edited in a modal, deleted after confirming. */
export function MyIdeasPage() {
  const page = useListPage({
    query: myIdeasQueryOptions,
    remove: { kind: 'idea', name: (i: TMyIdea) => i.title, mutation: useDeleteIdea() },
  });
  const form = useDialog<TMyIdea>();
  const actions = useRowActions<TMyIdea>([editAction(form.open, true), deleteAction(page.askDelete, true)]);
  const newButton = useNewButton({ label: 'Nueva idea', allow: true, onClick: () => form.open(null) });
  return (
    <ListScreen
      page={page}
      title="Mis ideas"
      subtitle="Proponga mejoras: todos pueden votarlas en la pestaña «Ideas» del inicio."
      newButton={newButton}
      filters={<FilterBar list={page.list} search="Buscar en sus ideas" searchWidth={340} />}
      label="Ideas"
      columns={columns}
      rowLabel={(i) => i.title}
      onRowClick={form.open}
      actions={actions}
      minWidth={640}
    >
      <IdeaFormModal key={form.key} opened={form.opened} idea={form.value} onClose={form.close} />
    </ListScreen>
  );
}
