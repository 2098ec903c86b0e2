import type { PlanQuote } from '@oneclick/shared';
import type { QualifiedTFunction } from './translation-keys';
import { roleName } from './role-name';

/**
 * A plan quote in one sentence, for the customer ("Your remaining 730 days of Pro are worth
 * 547 days of Premium: Premium until …") or for the staff member serving them ("The client's …").
 * `t` must have the `common` messages; `date` formats the quote's instants (see `useBusinessDate`).
 */
export function planQuoteText(
  t: QualifiedTFunction,
  date: (at: string) => string,
  quote: PlanQuote,
  audience: 'customer' | 'client',
) {
  const suffix = audience === 'client' ? 'Client' : '';
  const role = (code: number) => roleName(t, code);
  const values = { to: role(quote.accountType), date: date(quote.expiresAt) };
  if (quote.conversion) {
    const { fromAccountType, remainingDays, convertedDays } = quote.conversion;
    return t(`common:planQuote.converted${suffix}`, {
      ...values,
      count: remainingDays,
      from: role(fromAccountType),
      remaining: t('common:planQuote.days', { count: remainingDays }),
      converted: t('common:planQuote.days', { count: convertedDays }),
    });
  }
  if (quote.current) {
    return t(`common:planQuote.extended${suffix}`, { ...values, current: date(quote.current.expiresAt) });
  }
  return t(`common:planQuote.starts${suffix}`, values);
}
