import path from 'node:path';
import { z } from 'zod';
import { isTimeZone, serverTimeZone } from './lib/dates.ts';

/** Every setting the server reads from the environment, validated in one place. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().optional(),
  APP_KEY: z.string().min(32).optional(),
  SEED_ADMIN_EMAIL: z.string().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gestora <no-reply@gestora.local>'),
  DEMO_DATA: z.enum(['0', '1', 'true', 'false']).optional(),
  COOKIE_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_PROJECT_ID: z.string().optional(),
  FCM_ENDPOINT: z.string().optional(),
  FCM_TOKEN_ENDPOINT: z.string().optional(),
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  LLM_BASE_URL: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  EMBEDDINGS_BASE_URL: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  RAG_DAILY_QUESTIONS: z.coerce.number().int().min(1).max(100_000).default(100),
  RAG_EXTRACT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  UPLOAD_MAX_FILES_PER_RECORD: z.coerce.number().int().min(1).max(1000).default(20),
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  ORG_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'ORG_CURRENCY is not an ISO 4217 code' })
    .default('PEN'),
  ORG_TIMEZONE: z
    .string()
    .optional()
    .refine((tz) => !tz || isTimeZone(tz), { message: 'ORG_TIMEZONE is not an IANA time zone' }),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; without it the embedded PGlite under dataDir/pgdata (or in memory: 'memory://'). */
  databaseUrl?: string;
  pgliteDir: string;
  appUrl: string;
  appKey?: string;
  seedAdminEmail: string;
  seedAdminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  demoData: boolean;
  cookieSecure: boolean;
  logLevel: string;
  webDist: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else it could be forged). */
  trustProxy: boolean;
  /** Native push through FCM HTTP v1: set when FCM_SERVICE_ACCOUNT (path to the service-account JSON) is. */
  fcm?: { serviceAccountPath: string; projectId?: string; endpoint?: string; tokenEndpoint?: string };
  /**
   * Web push endpoints the server may connect to: the known push services plus `allowedHosts`
   * (PUSH_ALLOWED_HOSTS, comma-separated, `*.example.org` for subdomains, `host:port` for a port other than 443).
   * `allowPrivateAddresses` has no environment variable on purpose: only tests with a local stand-in set it.
   */
  push: { allowedHosts: string[]; allowPrivateAddresses: boolean };
  /**
   * AI: an OpenAI-compatible chat endpoint (LLM_BASE_URL, e.g. `http://localhost:11434/v1`, + LLM_MODEL) writes the
   * chat's answers and the ideas' analyses; an embeddings endpoint adds a vector ranking to retrieval. Addresses come only from
   * here, never from a request. `dailyQuestions`: the per-user daily budget of the chat (RAG_DAILY_QUESTIONS).
   */
  ai: { llm?: AiEndpoint; embeddings?: AiEndpoint; dailyQuestions: number };
  /** Time one uploaded document's text extraction may take before its thread is ended (RAG_EXTRACT_SECONDS). */
  ragExtractTimeoutMs: number;
  /** The organisation's IANA time zone (ORG_TIMEZONE, default the server's): it decides what "today" is. */
  orgTimezone: string;
  /** The organisation's currency, ISO 4217 (ORG_CURRENCY, default PEN): the fleet's costs are in it. */
  orgCurrency: string;
  /** Attachment quotas (modules/files/files-quota.service.ts): they keep one user from filling the disk. */
  uploads: UploadLimits;
}

/**
 * UPLOAD_MAX_FILES_PER_RECORD (files one ticket, task or post may hold), UPLOAD_DAILY_MB (bytes each user may
 * upload per day in ORG_TIMEZONE) and UPLOAD_RATE_PER_MINUTE (upload requests each user may send a minute).
 */
export interface UploadLimits {
  maxFilesPerRecord: number;
  dailyBytes: number;
  perMinute: number;
}

export interface AiEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

const endpoint = (baseUrl?: string, model?: string, apiKey?: string): AiEndpoint | undefined =>
  baseUrl && model ? { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey: apiKey || undefined } : undefined;

const truthy = (v?: string) => v === '1' || v === 'true';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = ZEnv.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'pgdata'),
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    appKey: e.APP_KEY,
    seedAdminEmail: (e.SEED_ADMIN_EMAIL ?? 'admin@gestora.local').toLowerCase(),
    seedAdminPassword: e.SEED_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoData: truthy(e.DEMO_DATA),
    cookieSecure: truthy(e.COOKIE_SECURE),
    logLevel: e.LOG_LEVEL,
    trustProxy: truthy(e.TRUST_PROXY),
    fcm: e.FCM_SERVICE_ACCOUNT
      ? {
          serviceAccountPath: path.resolve(e.FCM_SERVICE_ACCOUNT),
          projectId: e.FCM_PROJECT_ID || undefined,
          endpoint: e.FCM_ENDPOINT || undefined,
          tokenEndpoint: e.FCM_TOKEN_ENDPOINT || undefined,
        }
      : undefined,
    push: {
      allowedHosts: (e.PUSH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      allowPrivateAddresses: false,
    },
    ai: {
      llm: endpoint(e.LLM_BASE_URL, e.LLM_MODEL, e.LLM_API_KEY),
      embeddings: endpoint(e.EMBEDDINGS_BASE_URL, e.EMBEDDINGS_MODEL, e.EMBEDDINGS_API_KEY ?? e.LLM_API_KEY),
      dailyQuestions: e.RAG_DAILY_QUESTIONS,
    },
    ragExtractTimeoutMs: e.RAG_EXTRACT_SECONDS * 1000,
    orgTimezone: e.ORG_TIMEZONE || serverTimeZone(),
    orgCurrency: e.ORG_CURRENCY,
    uploads: {
      maxFilesPerRecord: e.UPLOAD_MAX_FILES_PER_RECORD,
      dailyBytes: e.UPLOAD_DAILY_MB * 1024 * 1024,
      perMinute: e.UPLOAD_RATE_PER_MINUTE,
    },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    ...overrides,
  };
}
