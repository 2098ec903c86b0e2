/** @jsxRuntime automatic @jsxImportSource react */
// Each component from its own package: the `@react-email/components` barrel also loads Tailwind,
// Markdown and Prism, a third of a second and 37 MB at every start for nothing an e-mail here uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { Language } from '@oneclick/shared';
import type { ReactNode } from 'react';

/** The portal's colours (apps/web/src/app/theme.ts) and a font stack every mail client degrades from safely. */
const BRAND = '#0b7285';
const TEXT = '#212529';
const DIMMED = '#495057';
const FONTS =
  "'Noto Sans', 'Noto Sans Thai', 'Segoe UI', 'Leelawadee UI', Thonburi, Tahoma, Roboto, Helvetica, Arial, sans-serif";

const URL_IN_TEXT = /(https?:\/\/[^\s)]+)/g;

/** What the HTML part shows: the same lines as the text part, and the one action as a button. */
export interface EmailHtmlContent {
  language: Language;
  subject: string;
  greeting: string;
  /** The template's lines; an empty line separates paragraphs. */
  body: string[];
  /** The one thing the e-mail asks the reader to do: where its link appears in the body, the button takes its place. */
  action?: { label: string; url: string };
  signature: string;
  /** The support address, the fan page. */
  footer: string[];
  /** The portal's address, for the header's name. */
  portalUrl: string;
}

/** A line's text with its addresses as links (React escapes the text: names and e-mails are user input). */
function withLinks(line: string): ReactNode[] {
  return line.split(URL_IN_TEXT).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} style={{ color: BRAND, textDecoration: 'underline', wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function paragraphsOf(lines: string[]): string[][] {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') paragraphs.push([]);
    else paragraphs.at(-1)!.push(line);
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

function Paragraph({ lines, action }: { lines: string[]; action?: EmailHtmlContent['action'] }) {
  const withAction = action ? lines.findIndex((line) => line.includes(action.url)) : -1;
  const text = lines.map((line, index) => (index === withAction ? line.replace(action!.url, '').trim() : line));
  const shown = text.filter((line) => line !== '');
  return (
    <>
      {shown.length > 0 && (
        <Text style={{ fontSize: 16, lineHeight: '24px', color: TEXT, margin: '0 0 16px' }}>
          {shown.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {withLinks(line)}
            </span>
          ))}
        </Text>
      )}
      {withAction >= 0 && (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={action!.url}
            style={{
              backgroundColor: BRAND,
              color: '#ffffff',
              borderRadius: 8,
              padding: '12px 20px',
              fontSize: 16,
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {action!.label}
          </Button>
        </Section>
      )}
    </>
  );
}

function EmailHtml(content: EmailHtmlContent) {
  return (
    <Html lang={content.language}>
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.subject}</Preview>
      <Body style={{ backgroundColor: '#f1f3f5', fontFamily: FONTS, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 12, maxWidth: 600, padding: '0 0 8px' }}>
          <Section style={{ backgroundColor: BRAND, borderRadius: '12px 12px 0 0', padding: '16px 24px' }}>
            <Link
              href={content.portalUrl}
              style={{ color: '#ffffff', fontSize: 20, fontWeight: 700, textDecoration: 'none' }}
            >
              ⊞ OneClick Portal
            </Link>
          </Section>
          <Section style={{ padding: '24px 24px 0' }}>
            <Text style={{ fontSize: 16, lineHeight: '24px', color: TEXT, margin: '0 0 16px' }}>
              {content.greeting}
            </Text>
            {paragraphsOf(content.body).map((lines, index) => (
              <Paragraph key={index} lines={lines} action={content.action} />
            ))}
            <Text style={{ fontSize: 16, lineHeight: '24px', color: TEXT, margin: '0 0 16px' }}>
              {content.signature}
            </Text>
            <Hr style={{ borderColor: '#dee2e6', margin: '16px 0' }} />
            {content.footer.map((line, index) => (
              <Text key={index} style={{ fontSize: 13, lineHeight: '20px', color: DIMMED, margin: '0 0 8px' }}>
                {withLinks(line)}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of an e-mail: the portal's look around the template's lines. */
export function renderEmailHtml(content: EmailHtmlContent): Promise<string> {
  return render(<EmailHtml {...content} />);
}
