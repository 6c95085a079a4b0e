import { Center, Loader } from '@mantine/core';

/** While a page's code loads: a quiet spinner in the content area (the shell stays in place). */
export function PageLoader() {
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader size="md" aria-label="Cargando..." />
    </Center>
  );
}
