import { Anchor, Text } from '@mantine/core';
import { type AuditEntry, dashboardPath, receiptPath } from '@oneclick/shared';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { auditDetailSentences, type Sentence, type Slot } from '../audit-details';

/** A value as the reader sees it: an order opens its receipt, a key the keys list, an account an e-mail. */
function slotNode(slot: Slot): ReactNode {
  if (typeof slot === 'string') return slot;
  if ('order' in slot) {
    return (
      <Anchor component={Link} to={receiptPath(slot.order)} inherit underline="always" ff="monospace">
        {slot.order}
      </Anchor>
    );
  }
  if ('key' in slot) {
    return (
      <Anchor component={Link} to={dashboardPath('licence-keys')} inherit underline="always" ff="monospace">
        {slot.key}
      </Anchor>
    );
  }
  return (
    <Anchor href={`mailto:${slot.email}`} inherit underline="always">
      {slot.email}
    </Anchor>
  );
}

/**
 * An audit entry's details in sentences of the reader's language (audit-details.ts), the orders,
 * keys and accounts they name as links.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['audit-log', 'users', 'orders', 'payments', 'common']);
  const language = useLanguage();
  const businessDate = useBusinessDate();
  const sentences = auditDetailSentences(entry, { t, language, businessDate });

  // Each value's place is kept as its {{name}}, then filled with text or a link.
  const render = ({ key, values, count }: Sentence) => {
    const places = Object.fromEntries(Object.keys(values).map((name) => [name, `{{${name}}}`]));
    const template = t(key, count === undefined ? places : { ...places, count });
    return template.split(/\{\{(\w+)\}\}/).map((piece, index) => {
      const slot = index % 2 === 1 ? values[piece] : piece;
      return <Fragment key={index}>{slot === undefined ? '' : slotNode(slot)}</Fragment>;
    });
  };

  return (
    <Text size="xs" c="dimmed" data-testid="audit-details" style={{ overflowWrap: 'anywhere' }}>
      {sentences.map((sentence, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {render(sentence)}
        </Fragment>
      ))}
    </Text>
  );
}
