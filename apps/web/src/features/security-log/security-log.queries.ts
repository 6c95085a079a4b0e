import type { TSecurityLogEntry } from '@gestora/contract/security-log/security-log.schema';
import { pageQuery } from '../../lib/queries.ts';
import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';

export const SECURITY_LOG_KEYS = entityKeys('security-log');

const logPage = pageQuery<TSecurityLogEntry>(SECURITY_LOG_KEYS, '/api/security_log');

/** A log is read to see what just happened: never trust a cached page. */
export const securityLogQueryOptions = (query: ListQuery) => ({ ...logPage(query), staleTime: 0 });
