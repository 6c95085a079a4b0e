import { queryOptions } from '@tanstack/react-query';
import type { TRagDocument, TRagDocumentRequest, TRagEmbeddingsStatus } from '@gestora/contract/rag/rag.schema';
import { http } from '../../lib/http.ts';
import { deleteFrom, pageQuery, recordQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** The /rag list and each document's record live under ['rag-documents']. */
export const RAG_KEYS = entityKeys('rag-documents');

export type TRagListItem = Omit<TRagDocument, 'content'>;

export const ragQueryOptions = pageQuery<TRagListItem>(RAG_KEYS, '/api/rag_documents');
export const ragDocumentQuery = recordQuery<TRagDocument>(RAG_KEYS, '/api/rag_documents');

const save = saveTo<TRagDocumentRequest, TRagDocument>('/api/rag_documents');

export const useSaveRagDocument = () => useMutationThatInvalidates(save, [RAG_KEYS.all]);

/** POST the source file (PDF, DOCX, TXT, MD): the server extracts its text and re-indexes the document. */
export const useUploadRagFile = () =>
  useMutationThatInvalidates(
    ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.post<TRagDocument>(`/api/rag_documents/${id}/file`, form);
    },
    [RAG_KEYS.all],
  );

export const useRemoveRagFile = () =>
  useMutationThatInvalidates(
    (id: string) => http.delete<TRagDocument>(`/api/rag_documents/${id}/file`),
    [RAG_KEYS.all],
  );

export const useDeleteRagDocument = () => useMutationThatInvalidates(deleteFrom('/api/rag_documents'), [RAG_KEYS.all]);

/** The passages' vectors (GET /api/rag_embeddings), under the documents' root: a save refreshes the count too. */
export const RAG_EMBEDDINGS_KEY = [...RAG_KEYS.all, 'embeddings'] as const;

/** Polled while vectors are missing (the background job is computing them), idle once all are there. */
export const ragEmbeddingsQuery = () =>
  queryOptions({
    queryKey: RAG_EMBEDDINGS_KEY,
    queryFn: () => http.get<TRagEmbeddingsStatus>('/api/rag_embeddings'),
    refetchInterval: (q) => {
      const s = q.state.data;
      return s?.configured && (s.running || s.embedded < s.total) ? 4000 : false;
    },
  });

/** POST /api/rag_embeddings: computes the missing vectors in the background. */
export const useStartEmbeddings = () =>
  useMutationThatInvalidates(() => http.post<TRagEmbeddingsStatus>('/api/rag_embeddings', {}), [RAG_EMBEDDINGS_KEY]);
