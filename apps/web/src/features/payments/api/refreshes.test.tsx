import { describe, expect, it } from 'vitest';
import { type AnyMutation, queriesRefreshedBy } from '../../../test/refreshed-queries';
import { useRecordBankRefund } from './record-bank-refund';

describe('recording a bank refund refreshes every query it changes', () => {
  it('takes back what paying gave, and adds the e-invoice’s adjustment', async () => {
    expect(
      await queriesRefreshedBy(useRecordBankRefund as AnyMutation, { id: 'OC2611200001', note: 'Returned 30/11' }),
    ).toEqual(['audit-log', 'e-invoices', 'licence-keys', 'orders', 'payments', 'resellers', 'sales', 'users']);
  });
});
