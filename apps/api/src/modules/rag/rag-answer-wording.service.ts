import type { DbOrTx } from '../../db/client.ts';
import type { AnswerWording } from './rag-answer.rules.ts';
import { stemWords } from './rag-lexicon.service.ts';
import type { PassageHit } from './rag-search.service.ts';
import type { QueryTerm } from './rag-terms.service.ts';
import { fold } from './rag-text.rules.ts';

/**
 * The retrieval's wording for the answer: the question's terms and the stem of every word of the cited passages
 * (one statement), so that the answering sentences are matched as the passages were ranked.
 */
export async function answerWording(db: DbOrTx, terms: QueryTerm[], sources: PassageHit[]): Promise<AnswerWording> {
  const words = sources.flatMap((s) => fold(s.body).match(/[\p{L}\p{N}]+/gu) ?? []);
  return { terms, lexemeOf: await stemWords(db, words) };
}
