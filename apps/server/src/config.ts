import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DOWNLOADS_DIR: optionalString,
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SUPPORT_EMAIL: z.email().default('support@oneclick.example'),
  FANPAGE_URL: z.url().default('https://www.facebook.com/oneclick.example'),
  COMMUNITY_GROUP_URL: z.url().default('https://www.facebook.com/groups/oneclick.example'),
  COMMUNITY_CHAT_URL: z.url().default('https://zalo.me/g/oneclick-example'),
  COMMUNITY_CHANNEL_URL: z.url().default('https://www.youtube.com/@oneclick-example'),
  TH_SALES_AGENT_URL: z.url().default('https://www.facebook.com/oneclick.example.th'),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  downloadsDir: string;
  webDistDir: string;
  logLevel: LogLevel;
  site: {
    supportEmail: string;
    fanPageUrl: string;
    community: { groupUrl: string; chatUrl: string; channelUrl: string };
    thaiSalesAgentUrl: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    downloadsDir: path.resolve(e.DOWNLOADS_DIR ?? path.join(dataDir, 'downloads')),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    site: {
      supportEmail: e.SUPPORT_EMAIL,
      fanPageUrl: e.FANPAGE_URL,
      community: {
        groupUrl: e.COMMUNITY_GROUP_URL,
        chatUrl: e.COMMUNITY_CHAT_URL,
        channelUrl: e.COMMUNITY_CHANNEL_URL,
      },
      thaiSalesAgentUrl: e.TH_SALES_AGENT_URL,
    },
  };
}
