import { Alert } from '@mantine/core';
import type { Order, PaymentMethod } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useInvoiceOrder, useInvoiceSubject } from '../hooks/use-invoice-order';
import { InvoiceSkeleton } from './invoice-skeleton';
import { NoPurchase } from './no-purchase';
import { PlanChoice } from './plan-choice';

interface InvoiceBodyProps {
  method: PaymentMethod;
  /** The invoice of an order, as the page's way of paying draws it. */
  children: (order: Order) => ReactNode;
}

/**
 * An invoice page under its heading, from its address: the order, read from the server (its
 * outline while it loads); the plan chosen, with the button that orders it; or, with neither, or
 * an order that is not the reader's, the way back to the prices.
 */
export function InvoiceBody({ method, children }: InvoiceBodyProps) {
  const subject = useInvoiceSubject(method);
  if ('redirectTo' in subject) return <Redirect to={subject.redirectTo} replace />;
  if ('choice' in subject) return <PlanChoice method={method} intent={subject.choice} />;
  if ('orderId' in subject) {
    return (
      <InvoiceOrder method={method} orderId={subject.orderId}>
        {children}
      </InvoiceOrder>
    );
  }
  return <NoPurchase />;
}

function InvoiceOrder({ method, orderId, children }: InvoiceBodyProps & { orderId: string }) {
  const { t } = useTranslation('common');
  const { order, missing, error } = useInvoiceOrder(method, orderId);
  if (missing) return <NoPurchase />;
  if (error) {
    return (
      <Alert color="red" title={t('errors.title')} role="alert">
        <ErrorMessage error={error} />
      </Alert>
    );
  }
  return order ? children(order) : <InvoiceSkeleton />;
}
