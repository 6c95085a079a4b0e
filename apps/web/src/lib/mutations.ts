import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/*
 * Writing, apart from reading (queries.ts): a module that only reads (the home page's board, the shell's menus'
 * counts) does not bring TanStack Query's useMutation (3.6 KB gzipped) with it.
 */

/**
 * A mutation that refreshes what it changed: the keys come from the key factories (never literal arrays), the
 * entity's own root and those of whatever else shows the change (a stage's save moves its project's progress).
 */
export function useMutationThatInvalidates<V, R>(mutationFn: (variables: V) => Promise<R>, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
