import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_BUSINESS_TIME_ZONE, type EInvoiceVat, normalizeTaxCode, type VndPrices } from '@oneclick/shared';
import { z } from 'zod';

/** Whole dong, optional. */
const vndPrice = z
  .string()
  .optional()
  .transform((value) => (value === '' || value === undefined ? undefined : Number(value)))
  .pipe(z.number().int('must be a whole number of dong').positive().optional());

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const PAYPAL_MODES = ['fake', 'sandbox', 'live'] as const;
export type PaypalMode = (typeof PAYPAL_MODES)[number];

/** PayPal's REST hosts; `fake` is the stand-in this server answers itself (see `src/stand-ins/fake-paypal.ts`). */
const PAYPAL_API_BASES: Record<Exclude<PaypalMode, 'fake'>, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

/** The path the fake PayPal stand-in is served under in `fake` mode. */
export const FAKE_PAYPAL_PATH = '/fake-paypal';

/** Whether a connection's peer address is this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address));
}

/** Whether an address is this machine's own: only there may PayPal default to the fake. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The path the e-invoice stand-in (Viettel SInvoice's API) is served under with E_INVOICE_PROVIDER=fake. */
export const FAKE_SINVOICE_PATH = '/fake-sinvoice';

const E_INVOICE_PROVIDERS = ['viettel', 'fake'] as const;
export type EInvoiceProviderName = (typeof E_INVOICE_PROVIDERS)[number];

/** How the licences are taxed on the invoice: not subject to VAT, or a rate in percent. The accountant's choice. */
export const E_INVOICE_VAT_CHOICES = ['none', '0', '5', '8', '10'] as const;

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
  SUPPORT_PHONE: optionalString.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 .-]{6,20}$/, 'must be a phone number such as +84 28 1234 5678')
      .optional(),
  ),
  FANPAGE_URL: z.url().default('https://www.facebook.com/oneclick.example'),
  COMMUNITY_GROUP_URL: z.url().default('https://www.facebook.com/groups/oneclick.example'),
  COMMUNITY_CHAT_URL: z.url().default('https://zalo.me/g/oneclick-example'),
  COMMUNITY_CHANNEL_URL: z.url().default('https://www.youtube.com/@oneclick-example'),
  TH_SALES_AGENT_URL: z.url().default('https://www.facebook.com/oneclick.example.th'),
  NODE_ENV: optionalString,
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => value !== 'true',
      'name the proxies: a hop count (1 for one reverse proxy) or their addresses, comma-separated; `true` would trust any X-Forwarded-For a client writes',
    )
    .refine(
      (value) => value === 'false' || /^\d+$/.test(value) || value.split(',').every((part) => part.trim() !== ''),
      'must be false, a hop count or a list of addresses',
    ),
  LOG_EMAIL_LINKS: z.enum(['true', 'false']).optional(),
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
  VND_PRICE_PRO: vndPrice,
  VND_PRICE_PREMIUM: vndPrice,
  BANK_BIN: optionalString.pipe(
    z
      .string()
      .regex(/^\d{6}$/, 'must be the six-digit NAPAS BIN')
      .optional(),
  ),
  BANK_ACCOUNT_NUMBER: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9A-Za-z]{1,19}$/, 'must be letters and digits, at most 19')
      .optional(),
  ),
  BANK_ACCOUNT_NAME: optionalString,
  BANK_NAME: optionalString,
  BANK_WEBHOOK_KEY: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  ORDER_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  BUSINESS_TIME_ZONE: z
    .string()
    .default(DEFAULT_BUSINESS_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Ho_Chi_Minh'),
  PAYPAL_MODE: optionalString.pipe(z.enum(PAYPAL_MODES).optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYPAL_API_BASE: optionalString.pipe(z.url().optional()),
  LICENCE_SIGNING_KEY: optionalString,
  SELLER_LEGAL_NAME: optionalString.pipe(z.string().max(200).optional()),
  SELLER_ADDRESS: optionalString.pipe(z.string().max(300).optional()),
  SELLER_TAX_CODE: optionalString.pipe(
    z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || normalizeTaxCode(value) !== null,
        'must be a Vietnamese tax code: 10 digits, or 13 written as 0100109106-001',
      ),
  ),
  E_INVOICE_PROVIDER: optionalString.pipe(z.enum(E_INVOICE_PROVIDERS).optional()),
  E_INVOICE_VAT: optionalString.pipe(z.enum(E_INVOICE_VAT_CHOICES, 'must be none, 0, 5, 8 or 10').optional()),
  E_INVOICE_AUTH_URL: optionalString.pipe(z.url().optional()),
  E_INVOICE_API_URL: optionalString.pipe(z.url().endsWith('/api/', 'must be the base ending in /api/').optional()),
  E_INVOICE_USERNAME: optionalString,
  E_INVOICE_PASSWORD: optionalString,
  E_INVOICE_TEMPLATE_CODE: optionalString.pipe(z.string().max(20).optional()),
  E_INVOICE_SERIES: optionalString.pipe(z.string().max(20).optional()),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_PORT: optionalString.pipe(z.coerce.number<string>().int().min(1).max(65_535).optional()),
  BACKUP_WARNING_DAYS: z.coerce.number().int().min(1).max(365).default(2),
  BACKUP_RECIPIENT: optionalString.pipe(
    z
      .string()
      .regex(/^age1[02-9ac-hj-np-z]{58}$/, 'must be an age X25519 recipient (age1…, from age-keygen)')
      .optional(),
  ),
  BACKUP_IDENTITY_FILE: optionalString,
  SECRETS_KEY: optionalString,
});

type Env = z.output<typeof envSchema>;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The settings as the rest of the server reads them: their shape is `configFrom`'s, written once. */
export type Config = ReturnType<typeof configFrom>;

export type BankAccount = NonNullable<Config['payments']['bank']>;

export interface PaypalSettings {
  /** `fake`: no money moves; this server answers PayPal's calls and shows a test approval page. */
  mode: PaypalMode;
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The webhook's id at PayPal, which signature verification names. */
  webhookId: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A client id without its secret (or the reverse) is a mistake, not "off". */
function halfSet(env: Record<string, unknown>, idKey: string, secretKey: string): string[] {
  if (Boolean(env[idKey]) === Boolean(env[secretKey])) return [];
  return [`${env[idKey] ? secretKey : idKey}: needed together with ${env[idKey] ? idKey : secretKey}`];
}

const BANK_KEYS = ['BANK_BIN', 'BANK_ACCOUNT_NUMBER', 'BANK_ACCOUNT_NAME', 'BANK_NAME'] as const;

/** The bank account is all four settings or none. */
function bankHalfSet(env: Record<string, unknown>): string[] {
  const given = BANK_KEYS.filter((key) => Boolean(env[key]));
  if (given.length === 0 || given.length === BANK_KEYS.length) return [];
  return BANK_KEYS.filter((key) => !env[key]).map((key) => `${key}: needed together with ${given.join(', ')}`);
}

const E_INVOICE_PROVIDER_KEYS = [
  'E_INVOICE_AUTH_URL',
  'E_INVOICE_API_URL',
  'E_INVOICE_USERNAME',
  'E_INVOICE_PASSWORD',
  'E_INVOICE_TEMPLATE_CODE',
  'E_INVOICE_SERIES',
] as const;

/**
 * E-invoices are off unless a provider is named; then the seller's tax code, legal name and the
 * licences' VAT treatment are required (no default: the accountant decides), and the real provider
 * needs its addresses, account, template and series. The stand-in issues no legal invoice.
 */
function eInvoiceMissing(env: Env, production: boolean): string[] {
  if (!env.E_INVOICE_PROVIDER) return [];
  const needed = [
    ...(env.E_INVOICE_VAT ? [] : ['E_INVOICE_VAT' as const]),
    ...(env.SELLER_TAX_CODE ? [] : ['SELLER_TAX_CODE' as const]),
    ...(env.SELLER_LEGAL_NAME ? [] : ['SELLER_LEGAL_NAME' as const]),
    ...(env.E_INVOICE_PROVIDER === 'viettel' ? E_INVOICE_PROVIDER_KEYS.filter((key) => !env[key]) : []),
  ];
  return [
    ...needed.map((key) => `${key}: required when E_INVOICE_PROVIDER=${env.E_INVOICE_PROVIDER}`),
    ...(production && env.E_INVOICE_PROVIDER === 'fake'
      ? ['E_INVOICE_PROVIDER: fake issues no legal invoice and is refused when NODE_ENV=production']
      : []),
  ];
}

/** What the e-invoices need once `eInvoiceMissing` found nothing missing; null when they are off. */
function eInvoiceSettings(env: Env, host: string) {
  const provider = env.E_INVOICE_PROVIDER;
  if (!provider) return null;
  const vat: EInvoiceVat = env.E_INVOICE_VAT === 'none' ? 'none' : (Number(env.E_INVOICE_VAT) as EInvoiceVat);
  const fakeBase = `http://${loopbackOf(host)}:${env.PORT}${FAKE_SINVOICE_PATH}`;
  return {
    provider,
    vat,
    authUrl: env.E_INVOICE_AUTH_URL ?? `${fakeBase}/auth/login`,
    apiUrl: env.E_INVOICE_API_URL ?? `${fakeBase}/services/einvoiceapplication/api/`,
    username: env.E_INVOICE_USERNAME ?? 'fake-seller',
    password: env.E_INVOICE_PASSWORD ?? fakeSecret('fake-password'),
    templateCode: env.E_INVOICE_TEMPLATE_CODE ?? '1/001',
    series: env.E_INVOICE_SERIES ?? 'C26TAA',
  };
}

export type EInvoiceSettings = NonNullable<ReturnType<typeof eInvoiceSettings>>;

/**
 * PayPal takes no fake money by accident (decision 023): the fake is used when asked for by
 * name, or when nothing is set and the portal is only reachable from this machine. Anywhere
 * else PAYPAL_MODE must be chosen; sandbox and live need their credentials.
 */
function paypalMissing(env: Env, production: boolean): string[] {
  if (!env.PAYPAL_MODE) {
    if (production) return ['PAYPAL_MODE: required when NODE_ENV=production (fake, sandbox or live)'];
    return env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)
      ? [`PAYPAL_MODE: required when PUBLIC_URL (${env.PUBLIC_URL}) is not a loopback address (fake, sandbox or live)`]
      : [];
  }
  if (env.PAYPAL_MODE === 'fake') {
    return production ? ['PAYPAL_MODE: fake moves no money and is refused when NODE_ENV=production'] : [];
  }
  const needed = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;
  return needed.filter((key) => !env[key]).map((key) => `${key}: required when PAYPAL_MODE=${env.PAYPAL_MODE}`);
}

/** A credential of the fake's own, new at each start, so that no published value signs for it. */
/** The server calls its own stand-ins over the loopback, whatever address it listens on. */
const loopbackOf = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

const fakeSecret = (prefix: string) => `${prefix}-${randomBytes(16).toString('hex')}`;

function paypalSettings(env: Env, host: string): PaypalSettings {
  const mode = env.PAYPAL_MODE ?? 'fake';
  if (mode === 'fake') {
    const loopback = loopbackOf(host);
    return {
      mode,
      apiBase: env.PAYPAL_API_BASE ?? `http://${loopback}:${env.PORT}${FAKE_PAYPAL_PATH}`,
      clientId: env.PAYPAL_CLIENT_ID ?? fakeSecret('fake-client'),
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? fakeSecret('fake-secret'),
      webhookId: env.PAYPAL_WEBHOOK_ID ?? fakeSecret('FAKE-WEBHOOK'),
    };
  }
  return {
    mode,
    apiBase: env.PAYPAL_API_BASE ?? PAYPAL_API_BASES[mode],
    clientId: env.PAYPAL_CLIENT_ID!,
    clientSecret: env.PAYPAL_CLIENT_SECRET!,
    webhookId: env.PAYPAL_WEBHOOK_ID!,
  };
}

function trustedProxies(value: string): false | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

/** The settings from a checked environment; each is declared here once, `Config` is its type. */
function configFrom(e: Env, production: boolean) {
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const vndPrices: VndPrices = { pro: e.VND_PRICE_PRO ?? null, premium: e.VND_PRICE_PREMIUM ?? null };
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
    databaseUrl: e.DATABASE_URL,
    dataDir,
    downloadsDir: path.resolve(e.DOWNLOADS_DIR ?? path.join(dataDir, 'downloads')),
    /** The dashboard warns admins when the newest backup is older than this, or there is none. */
    backupWarningDays: e.BACKUP_WARNING_DAYS,
    /**
     * `recipient`: the age public key every backup archive is encrypted to; `identityFile`: the file
     * holding its private key, which restoring an encrypted archive needs.
     */
    backup: {
      recipient: e.BACKUP_RECIPIENT,
      identityFile: e.BACKUP_IDENTITY_FILE ? path.resolve(e.BACKUP_IDENTITY_FILE) : undefined,
      encryptionRequired: production,
    },
    /**
     * The keys that seal the secrets the database keeps (authenticator apps'), the current first;
     * unset, a key file in `dataDir` (SECRETS_KEY is required in production).
     */
    secretsKey: e.SECRETS_KEY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    /** Where the business's days and months begin and end (sales figures and reports). */
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    /**
     * Which reverse proxies may set X-Forwarded-* (client IP for rate limits): none, how many
     * hops in front of the portal, or their addresses (Fastify's `trustProxy`).
     */
    trustProxy: trustedProxies(e.TRUST_PROXY),
    /** Cookies are `Secure` whenever the portal is served over https. */
    secureCookies: publicUrl.startsWith('https://'),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      /** Log the links of queued e-mails: only without SMTP, and in production only when asked. */
      logLinks: !e.SMTP_URL && (production ? e.LOG_EMAIL_LINKS === 'true' : e.LOG_EMAIL_LINKS !== 'false'),
    },
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
      /** Shown on the bank-transfer invoice when set. */
      supportPhone: e.SUPPORT_PHONE ?? null,
      fanPageUrl: e.FANPAGE_URL,
      community: {
        groupUrl: e.COMMUNITY_GROUP_URL,
        chatUrl: e.COMMUNITY_CHAT_URL,
        channelUrl: e.COMMUNITY_CHANNEL_URL,
      },
      thaiSalesAgentUrl: e.TH_SALES_AGENT_URL,
      /** The seller receipts and invoices name; each null when not configured. */
      seller: {
        legalName: e.SELLER_LEGAL_NAME ?? null,
        address: e.SELLER_ADDRESS ?? null,
        taxCode: e.SELLER_TAX_CODE ? normalizeTaxCode(e.SELLER_TAX_CODE) : null,
      },
    },
    payments: {
      /** VND per 12-month term; a package without one is not sold by bank transfer. */
      vndPrices,
      /** The account bank transfers go to; without it bank transfer is not offered. */
      bank:
        e.BANK_BIN && e.BANK_ACCOUNT_NUMBER && e.BANK_ACCOUNT_NAME && e.BANK_NAME
          ? {
              bin: e.BANK_BIN,
              accountNumber: e.BANK_ACCOUNT_NUMBER,
              accountName: e.BANK_ACCOUNT_NAME,
              bankName: e.BANK_NAME,
            }
          : undefined,
      /** Days an unpaid order stays open. */
      orderExpiryDays: e.ORDER_EXPIRY_DAYS,
      /** The key bank notifications carry (`Authorization: Apikey <key>`); without it they are refused. */
      bankWebhookKey: e.BANK_WEBHOOK_KEY,
      paypal: paypalSettings(e, e.HOST),
    },
    /** Legal invoices through the seller's e-invoice provider (decision 037); null: none are issued. */
    eInvoices: eInvoiceSettings(e, e.HOST),
    /**
     * The licence signing key ring as JSON (`npm run licence-key:rotate` writes it), for servers that
     * share no data folder; unset, the ring is the file `licence-signing-keys.json` in `dataDir`.
     */
    licenceSigningKey: e.LICENCE_SIGNING_KEY,
    /** `GET /metrics`: with this bearer token on the main port, and without one on 127.0.0.1 at `port`; neither: off. */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
  };
}

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing = [
    ...halfSet(e, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
    ...halfSet(e, 'FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'),
    ...(production && !e.PUBLIC_URL ? ['PUBLIC_URL: required when NODE_ENV=production'] : []),
    ...bankHalfSet(e),
    ...paypalMissing(e, production),
    ...eInvoiceMissing(e, production),
    ...(production && !e.SECRETS_KEY ? ['SECRETS_KEY: required when NODE_ENV=production'] : []),
    ...(e.METRICS_PORT === e.PORT ? ['METRICS_PORT: must differ from PORT'] : []),
  ];
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  return configFrom(e, production);
}

/** The sign-in providers with a client id and secret, for the login screen. */
export function configuredOAuthProviders(config: Config): ('google' | 'facebook')[] {
  return (['google', 'facebook'] as const).filter((provider) => config.oauth[provider] !== undefined);
}
