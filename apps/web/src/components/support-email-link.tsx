import { Anchor, type AnchorProps } from '@mantine/core';
import { useSiteConfig } from '../lib/site-config';

interface SupportEmailLinkProps extends AnchorProps {
  /** The link's text for the address; the address itself by default. */
  text?: (email: string) => string;
  'data-testid'?: string;
}

/**
 * The support address as a link on a line of its own. A prerendered page is drawn before the site's
 * configuration arrives: the line is there from the first paint, filled in when the address arrives,
 * so nothing below it moves (decision 015).
 */
export function SupportEmailLink({ text = (email) => email, ...anchorProps }: SupportEmailLinkProps) {
  const email = useSiteConfig()?.supportEmail;
  return (
    <Anchor href={email ? `mailto:${email}` : undefined} display="block" {...anchorProps}>
      {email ? text(email) : '\u00a0'}
    </Anchor>
  );
}
