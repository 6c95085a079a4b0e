import { useNavigate } from '../../lib/router/history-router.tsx';
import { Badge, Text } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import type { TMyInformationPost } from '@gestora/contract/information-board/information-board.schema';
import { Lines, createdColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useDeletePost } from './information-board.mutations.ts';
import { myPostsQueryOptions } from './information-board.queries.ts';

const columns: DataColumn<TMyInformationPost>[] = [
  {
    key: 'title',
    title: 'Título',
    card: 'title',
    render: (p) => <Lines main={p.title} strong />,
  },
  {
    key: 'department',
    title: 'Departamento',
    render: (p) => (
      <Badge variant="light" color={p.department ? 'brand' : 'gray'} radius="sm">
        {p.department?.name ?? MSG.allDepartments}
      </Badge>
    ),
  },
  {
    key: 'files',
    title: 'Archivos',
    align: 'right',
    render: (p) => <Text fz="sm">{p.files.length}</Text>,
  },
  createdColumn('Publicado'),
];

/** /information_board ('Publicar en tablero informativo'): the author's posts, with create, edit and delete. */
export function MyPostsPage() {
  const navigate = useNavigate();
  const page = useListPage({
    query: myPostsQueryOptions,
    remove: { kind: 'publicación', name: (p: TMyInformationPost) => p.title, mutation: useDeletePost() },
  });
  const edit = (p: TMyInformationPost) => navigate(`/information_board/edit/${p.public_id}`);
  const actions = useRowActions<TMyInformationPost>([
    editAction(edit, 'Publicar en tablero informativo'),
    deleteAction(page.askDelete, 'Publicar en tablero informativo'),
  ]);
  const newButton = useNewButton({
    label: 'Nueva publicación',
    allow: 'Publicar en tablero informativo',
    to: '/information_board/create',
  });
  return (
    <ListScreen
      page={page}
      title="Tablero informativo"
      subtitle="Sus publicaciones. Cada una llega al tablero de la página de inicio de su departamento, o de todos."
      newButton={newButton}
      filters={<FilterBar list={page.list} search="Buscar en sus publicaciones" searchWidth={340} />}
      label="Publicaciones"
      columns={columns}
      rowLabel={(p) => p.title}
      onRowClick={edit}
      actions={actions}
      minWidth={640}
    />
  );
}
