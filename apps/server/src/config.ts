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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('OneClick Portal <no-reply@oneclick.example>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email'),
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
  /** Honour X-Forwarded-* from a reverse proxy (client IP for rate limits, https for cookies). */
  trustProxy: boolean;
  /** Cookies are `Secure` whenever the portal is served over https. */
  secureCookies: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  oauth: {
    google: { clientId: string; clientSecret: string; issuer: string } | undefined;
    facebook:
      | { clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string; userinfoUrl: string }
      | undefined;
  };
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    downloadsDir: path.resolve(e.DOWNLOADS_DIR ?? path.join(dataDir, 'downloads')),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    secureCookies: publicUrl.startsWith('https://'),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : undefined,
      facebook:
        e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
          ? {
              clientId: e.FACEBOOK_CLIENT_ID,
              clientSecret: e.FACEBOOK_CLIENT_SECRET,
              authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
              tokenUrl: e.FACEBOOK_TOKEN_URL,
              userinfoUrl: e.FACEBOOK_USERINFO_URL,
            }
          : undefined,
    },
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
