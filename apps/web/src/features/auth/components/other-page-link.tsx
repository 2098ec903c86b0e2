import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';

interface OtherPageLinkProps {
  question: string;
  link: string;
  to: string;
}

/** Under an account form: the question that leads elsewhere ("No account yet?") and its link. */
export function OtherPageLink({ question, link, to }: OtherPageLinkProps) {
  return (
    <Text size="sm">
      {question}{' '}
      <Anchor component={Link} to={to}>
        {link}
      </Anchor>
    </Text>
  );
}
