import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName, type Language, LANGUAGES } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { EMAIL_CATALOGUE } from './email-catalogue.js';
import { renderEmail } from './mail/render-email.js';

const config = loadConfig({
  PUBLIC_URL: 'https://portal.example',
  PAYPAL_MODE: 'fake',
  SUPPORT_EMAIL: 'help@portal.example',
  BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh',
});
/** The values a reader must find in the text, whatever the language. */
const MUST_SHOW: Partial<Record<EmailTemplateName, string[]>> = {
  verifyEmail: ['https://portal.example/verify_email?token=verify-token-123'],
  resetPassword: ['https://portal.example/reset_password?token=reset-token-456'],
  resellerApplicationWaiting: ['Xưởng Mộc An Phát', '+84 90 123 4567'],
  resellerDeclined: ['Outside our regions'],
  orderAwaitingReview: ['ORDER12345', 'Nguyễn Văn An', 'https://portal.example/users?section=orders'],
  keysIssued: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH', 'https://portal.example/users?section=licence-keys'],
  renewalReminder: ['https://portal.example/renew', 'https://portal.example/profile'],
  renewalsDigest: ['Xưởng Mộc An Phát', 'hoabinh@factory.example', 'https://portal.example/users?section=renewals'],
  secondFactorChanged: ['Office laptop'],
  receipt: ['2026-000042', '0101234567', 'https://portal.example/receipt/ORDER12345'],
};

const recipient = { email: 'lan@factory.example', name: 'Trần Thị Lan' };
const templates = EMAIL_TEMPLATE_NAMES;

const rendered = (name: EmailTemplateName, language: Language, values = EMAIL_CATALOGUE[name].sample) =>
  renderEmail(EMAIL_CATALOGUE[name], { ...recipient, language }, values, config);

/** The HTML part's visible text, tags and entities dropped, for comparing with the text part. */
const textOf = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('every e-mail template, in every language', () => {
  it('is in the catalogue under its own name', () => {
    for (const name of EMAIL_TEMPLATE_NAMES) expect(EMAIL_CATALOGUE[name].name).toBe(name);
    expect(Object.keys(EMAIL_CATALOGUE).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  });

  it.each(templates.flatMap((template) => LANGUAGES.map((language) => [template, language] as const)))(
    '%s in %s: greeting, body with its values, signature and the footer, no placeholder left, in text and in HTML',
    async (template, language) => {
      const { subject, text, html } = await rendered(template, language);
      expect(subject.trim()).not.toBe('');
      expect(`${subject}\n${text}\n${html}`).not.toMatch(/\{\{|\}\}|undefined|NaN/);
      const lines = text.split('\n');
      expect(lines[0]).toContain('Trần Thị Lan');
      expect(lines.slice(-2).join('\n')).toContain('help@portal.example');
      expect(lines.at(-1)).toContain(config.site.fanPageUrl);
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html[^>]*>\\s*<html[^>]* lang="${language}"`));
      for (const value of [...(MUST_SHOW[template] ?? []), 'Trần Thị Lan', 'help@portal.example']) {
        expect(text).toContain(value);
        // An address is a link (or the button) in the HTML part; any other value is text.
        if (value.startsWith('https://')) expect(html.replaceAll('&amp;', '&')).toContain(`href="${value}"`);
        else expect(textOf(html)).toContain(value);
      }
    },
  );

  it.each(templates)('%s reads differently in Vietnamese, English and Thai', async (template) => {
    const texts = await Promise.all(LANGUAGES.map(async (language) => (await rendered(template, language)).text));
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });

  it('makes the one action a button in the HTML part, in the reader’s language', async () => {
    const { html } = await rendered('renewalReminder', 'th');
    const button = /<a href="https:\/\/portal\.example\/renew"[^>]*>[\s\S]*?ต่ออายุแพ็กเกจ[\s\S]*?<\/a>/.exec(html);
    expect(button?.[0]).toContain('background-color:#0b7285');
  });

  it('escapes what users wrote in the HTML part: a name or an e-mail never becomes markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>"&';
    const { html, text } = await renderEmail(
      EMAIL_CATALOGUE.renewalsDigest,
      { email: 'lan@factory.example', name: hostile, language: 'en-US' },
      {
        renewals: [{ name: `<script>alert(2)</script>`, email: 'a@b.c', role: 5, expiresAt: new Date(), daysLeft: 3 }],
        total: 1,
      },
      config,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(text).toContain(hostile);
  });

  it('carries the one-time link of the e-mails that have one, so its body can go once the link is used', async () => {
    const { oneTimeLink } = await rendered('resetPassword', 'vi');
    expect(oneTimeLink).toEqual({
      url: 'https://portal.example/reset_password?token=reset-token-456',
      token: 'reset-token-456',
    });
    expect((await rendered('receipt', 'vi')).oneTimeLink).toBeUndefined();
  });

  it('writes amounts, dates and plans in the reader’s language', async () => {
    const en = (await rendered('receipt', 'en-US')).text;
    const vi = (await rendered('receipt', 'vi')).text;
    expect(en).toContain('March 14, 2026');
    expect(vi).toContain('14 tháng 3, 2026');
    expect(vi).toMatch(/14\.990\.000\s?₫/);
  });

  it('names a plan’s end by its day in the business time zone, as the pages do: 20:00 UTC is the next day in Vietnam', async () => {
    const expiresAt = new Date('2026-12-03T20:00:00Z');
    const activated = await rendered('planActivated', 'en-US', { role: 5, expiresAt });
    const reminder = await rendered('renewalReminder', 'en-US', { stage: 7, role: 5, expiresAt, reseller: null });
    expect(activated.text).toContain('December 4, 2026');
    expect(reminder.text).toContain('December 4, 2026');
  });
});
