import { Paper, Text, UnstyledButton } from '@mantine/core';
import { isOpenOrder, type Order } from '@oneclick/shared';
import { useState } from 'react';
import { CompanyDetailsForm } from '../../../components/receipts/company-details-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/session';

/**
 * "Receipt for a company", on an open order's invoice before paying: the buyer's company saved
 * on their account, which the receipt copies when the order is paid. Open from the start when a
 * company is already given. The form is shown or left out, not animated: Mantine's Collapse can
 * keep the height it measured mid-transition, and then clips the form's Save button once an error
 * message makes the form taller.
 */
export function ReceiptCompanyForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { user } = useAuth();
  const [open, setOpen] = useState(Boolean(user?.company.companyName));
  if (!user || user.email !== order.customerEmail || !isOpenOrder(order.status)) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="receipt-company">
      <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} fw={600}>
        {open ? '▾' : '▸'} {t('company.checkoutToggle')}
      </UnstyledButton>
      {open && (
        <>
          <Text size="sm" c="dimmed" mt="xs" mb="sm">
            {t('company.checkoutLead')}
          </Text>
          <CompanyDetailsForm company={user.company} />
        </>
      )}
    </Paper>
  );
}
