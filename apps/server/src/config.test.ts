import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.downloadsDir).toBe(path.resolve('data', 'downloads'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://portal.example/',
      PAYPAL_MODE: 'fake',
      DATABASE_URL: 'postgres://user@db.example/portal',
      DATA_DIR: '/srv/oneclick',
      DOWNLOADS_DIR: '/srv/files',
      SUPPORT_EMAIL: 'help@portal.example',
      SUPPORT_PHONE: '+84 28 1234 5678',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://portal.example',
      databaseUrl: 'postgres://user@db.example/portal',
      dataDir: '/srv/oneclick',
      downloadsDir: '/srv/files',
      site: { supportEmail: 'help@portal.example', supportPhone: '+84 28 1234 5678' },
    });
    expect(loadConfig({}).site.supportPhone).toBeNull();
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Ho_Chi_Minh');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'Asia/Bangkok' }).businessTimeZone).toBe('Asia/Bangkok');
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BUSINESS_TIME_ZONE: must be an IANA/);
    expect(() => loadConfig({ SUPPORT_PHONE: 'call me' })).toThrow(/SUPPORT_PHONE: must be a phone number/);
  });

  it('names the seller on receipts when told, with the tax code in its canonical form', () => {
    const config = loadConfig({
      SELLER_LEGAL_NAME: 'Công ty TNHH OneClick',
      SELLER_ADDRESS: '12 Lê Lợi, Quận 1',
      SELLER_TAX_CODE: '0100109106 001',
    });
    expect(config.site.seller).toEqual({
      legalName: 'Công ty TNHH OneClick',
      address: '12 Lê Lợi, Quận 1',
      taxCode: '0100109106-001',
    });
    expect(loadConfig({}).site.seller).toEqual({ legalName: null, address: null, taxCode: null });
    expect(() => loadConfig({ SELLER_TAX_CODE: '0100109107' })).toThrow(
      /SELLER_TAX_CODE: must be a Vietnamese tax code/,
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'portal'],
  ])('stops on a bad %s, naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('takes the trusted proxies as a hop count or addresses, and refuses to trust any', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxies/);
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
    [{ FACEBOOK_CLIENT_ID: 'id' }, 'FACEBOOK_CLIENT_SECRET'],
    [{ FACEBOOK_CLIENT_SECRET: 'secret' }, 'FACEBOOK_CLIENT_ID'],
  ])('stops on half a sign-in provider %o, naming what is missing', (env, missing) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${missing}: needed together with`));
  });

  const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
  const SANDBOX = {
    PAYPAL_MODE: 'sandbox',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
  };

  it('needs PUBLIC_URL and SECRETS_KEY in production, and requires backups to be encrypted there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...SANDBOX, SECRETS_KEY })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example', ...SANDBOX })).toThrow(
      /SECRETS_KEY: required when NODE_ENV=production/,
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example',
      ...SANDBOX,
      SECRETS_KEY,
    });
    expect(production.backup.encryptionRequired).toBe(true);
    expect(loadConfig({}).backup).toEqual({ recipient: undefined, identityFile: undefined, encryptionRequired: false });
    expect(() => loadConfig({ BACKUP_RECIPIENT: 'age1notakey' })).toThrow(
      /BACKUP_RECIPIENT: must be an age X25519 recipient/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example', ...SANDBOX, SECRETS_KEY }).publicUrl,
    ).toBe('https://portal.example');
  });

  it('pays by the fake PayPal outside production, and by a PayPal named explicitly, with its credentials, in it', () => {
    expect(loadConfig({ PORT: '3000' }).payments.paypal).toMatchObject({
      mode: 'fake',
      apiBase: 'http://localhost:3000/fake-paypal',
    });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).payments.paypal.apiBase).toBe(
      'http://127.0.0.1:8080/fake-paypal',
    );
    expect(loadConfig(SANDBOX).payments.paypal).toEqual({
      mode: 'sandbox',
      apiBase: 'https://api-m.sandbox.paypal.com',
      clientId: 'client',
      clientSecret: 'secret',
      webhookId: 'WH-1',
    });
    expect(loadConfig({ ...SANDBOX, PAYPAL_MODE: 'live' }).payments.paypal.apiBase).toBe('https://api-m.paypal.com');
    expect(loadConfig({ ...SANDBOX, PAYPAL_API_BASE: 'http://127.0.0.1:9999' }).payments.paypal.apiBase).toBe(
      'http://127.0.0.1:9999',
    );
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example' };
    expect(() => loadConfig(production)).toThrow(/PAYPAL_MODE: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, PAYPAL_MODE: 'fake' })).toThrow(/PAYPAL_MODE: fake moves no money/);
    expect(() => loadConfig({ PAYPAL_MODE: 'live', PAYPAL_CLIENT_ID: 'client' })).toThrow(
      /PAYPAL_CLIENT_SECRET: required when PAYPAL_MODE=live[\s\S]*PAYPAL_WEBHOOK_ID: required/,
    );
    expect(() => loadConfig({ PAYPAL_MODE: 'free' })).toThrow(/PAYPAL_MODE/);
  });

  it('takes fake PayPal money only when asked, or when nothing is set and the portal is on this machine', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: url }).payments.paypal.mode).toBe('fake');
    }
    for (const url of ['https://portal.example', 'http://192.168.1.5:3000', 'http://localhost.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/PAYPAL_MODE: required when PUBLIC_URL .* loopback/);
    }
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example', PAYPAL_MODE: 'fake' }).payments.paypal.mode).toBe('fake');
  });

  it('gives the fake PayPal the credentials set, or new random ones at each start, never published ones', () => {
    const given = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH' };
    expect(loadConfig(given).payments.paypal).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH',
    });
    const [first, second] = [loadConfig({}).payments.paypal, loadConfig({}).payments.paypal];
    expect(first.clientSecret).toMatch(/^fake-secret-[0-9a-f]{32}$/);
    expect(first.webhookId).not.toBe(second.webhookId);
    expect(first.clientSecret).not.toBe(second.clientSecret);
  });

  it('logs e-mail links only without SMTP, and in production only when LOG_EMAIL_LINKS asks', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example', ...SANDBOX, SECRETS_KEY };
    expect(loadConfig({}).mail.logLinks).toBe(true);
    expect(loadConfig({ LOG_EMAIL_LINKS: 'false' }).mail.logLinks).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example' }).mail.logLinks).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example', LOG_EMAIL_LINKS: 'true' }).mail.logLinks).toBe(false);
    expect(loadConfig(production).mail.logLinks).toBe(false);
    expect(loadConfig({ ...production, LOG_EMAIL_LINKS: 'true' }).mail.logLinks).toBe(true);
  });

  it('offers bank transfer only with the whole bank account, and VND prices as whole dong', () => {
    const bank = {
      BANK_BIN: '970416',
      BANK_ACCOUNT_NUMBER: '257678859',
      BANK_ACCOUNT_NAME: 'ONECLICK',
      BANK_NAME: 'ACB',
    };
    expect(loadConfig({}).payments).toMatchObject({
      vndPrices: { pro: null, premium: null },
      bank: undefined,
      orderExpiryDays: 7,
      bankWebhookKey: undefined,
    });
    expect(loadConfig({ ...bank, VND_PRICE_PRO: '14990000' }).payments).toMatchObject({
      vndPrices: { pro: 14_990_000, premium: null },
      bank: { bin: '970416', accountNumber: '257678859', accountName: 'ONECLICK', bankName: 'ACB' },
    });
    expect(() => loadConfig({ BANK_BIN: '970416' })).toThrow(/BANK_ACCOUNT_NUMBER: needed together with BANK_BIN/);
    expect(() => loadConfig({ ...bank, BANK_BIN: '9704' })).toThrow(/BANK_BIN: must be the six-digit NAPAS BIN/);
    expect(() => loadConfig({ VND_PRICE_PRO: '1499.5' })).toThrow(/VND_PRICE_PRO/);
    expect(() => loadConfig({ VND_PRICE_PREMIUM: 'free' })).toThrow(/VND_PRICE_PREMIUM/);
    expect(() => loadConfig({ ORDER_EXPIRY_DAYS: '0' })).toThrow(/ORDER_EXPIRY_DAYS/);
    expect(() => loadConfig({ BANK_WEBHOOK_KEY: 'short' })).toThrow(/BANK_WEBHOOK_KEY: must be at least 16/);
  });
  describe('e-invoices', () => {
    const seller = { SELLER_TAX_CODE: '0100109106', SELLER_LEGAL_NAME: 'Công ty TNHH OneClick' };
    const viettel = {
      E_INVOICE_PROVIDER: 'viettel',
      E_INVOICE_AUTH_URL: 'https://sinvoice.example/auth/login',
      E_INVOICE_API_URL: 'https://sinvoice.example/services/einvoiceapplication/api/',
      E_INVOICE_USERNAME: 'seller',
      E_INVOICE_PASSWORD: 'secret',
      E_INVOICE_TEMPLATE_CODE: '1/770',
      E_INVOICE_SERIES: 'K26TXM',
    };

    it('issues none unless a provider is named', () => {
      expect(loadConfig({}).eInvoices).toBeNull();
      expect(loadConfig({ E_INVOICE_VAT: '10' }).eInvoices).toBeNull();
    });

    it("refuses to start a provider without the accountant's VAT choice, the seller, or the provider's account", () => {
      expect(() => loadConfig({ ...viettel, ...seller })).toThrow(
        /E_INVOICE_VAT: required when E_INVOICE_PROVIDER=viettel/,
      );
      expect(() => loadConfig({ E_INVOICE_PROVIDER: 'fake', E_INVOICE_VAT: '8' })).toThrow(
        /SELLER_TAX_CODE: required[\s\S]*SELLER_LEGAL_NAME: required/,
      );
      expect(() =>
        loadConfig({ ...viettel, ...seller, E_INVOICE_VAT: '10', E_INVOICE_PASSWORD: '', E_INVOICE_SERIES: '' }),
      ).toThrow(/E_INVOICE_PASSWORD: required[\s\S]*E_INVOICE_SERIES: required/);
      expect(() => loadConfig({ ...viettel, ...seller, E_INVOICE_VAT: '7' })).toThrow(
        /E_INVOICE_VAT: must be none, 0, 5, 8 or 10/,
      );
      expect(() =>
        loadConfig({ ...viettel, ...seller, E_INVOICE_VAT: '10', E_INVOICE_API_URL: 'https://sinvoice.example/' }),
      ).toThrow(/E_INVOICE_API_URL: must be the base ending in \/api\//);
    });

    it('reads the provider as set, and VAT as not subject or a rate', () => {
      expect(loadConfig({ ...viettel, ...seller, E_INVOICE_VAT: '10' }).eInvoices).toEqual({
        provider: 'viettel',
        vat: 10,
        authUrl: viettel.E_INVOICE_AUTH_URL,
        apiUrl: viettel.E_INVOICE_API_URL,
        username: 'seller',
        password: 'secret',
        templateCode: '1/770',
        series: 'K26TXM',
      });
      expect(loadConfig({ ...viettel, ...seller, E_INVOICE_VAT: 'none' }).eInvoices?.vat).toBe('none');
      expect(loadConfig({ ...viettel, ...seller, E_INVOICE_VAT: '0' }).eInvoices?.vat).toBe(0);
    });

    it('serves the stand-in on the loopback outside production only', () => {
      const fake = loadConfig({
        E_INVOICE_PROVIDER: 'fake',
        E_INVOICE_VAT: '8',
        HOST: '0.0.0.0',
        PORT: '4000',
        ...seller,
      });
      expect(fake.eInvoices).toMatchObject({
        provider: 'fake',
        authUrl: 'http://127.0.0.1:4000/fake-sinvoice/auth/login',
        apiUrl: 'http://127.0.0.1:4000/fake-sinvoice/services/einvoiceapplication/api/',
      });
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://portal.example',
          PAYPAL_MODE: 'fake',
          SECRETS_KEY: 'k',
          E_INVOICE_PROVIDER: 'fake',
          E_INVOICE_VAT: '8',
          ...seller,
        }),
      ).toThrow(/E_INVOICE_PROVIDER: fake issues no legal invoice/);
    });
  });
});
