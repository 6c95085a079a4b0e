import { useParams } from '../../lib/router/routes.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { usePost } from './information-board.queries.ts';
import { PostForm } from './post-form.tsx';

/** /information_board/create 'Nueva publicación'. */
export function PostCreatePage() {
  return (
    <FormPage
      title="Nueva publicación"
      subtitle="Se publica en el tablero de inicio y se avisa a las personas del departamento elegido."
    >
      <PostForm post={null} />
    </FormPage>
  );
}

/** /information_board/edit/:id 'Editar publicación' (the author's own). */
export function PostEditPage() {
  const { id } = useParams();
  const post = usePost(id);
  return (
    <FormPage
      title="Editar publicación"
      subtitle={post.data?.title}
      record={{ query: post, errorTitle: 'No se pudo cargar la publicación' }}
    >
      {(p) => <PostForm key={p.updated_at} post={p} />}
    </FormPage>
  );
}
