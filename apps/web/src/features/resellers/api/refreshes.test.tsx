import { describe, expect, it } from 'vitest';
import { type AnyMutation, queriesRefreshedBy } from '../../../test/refreshed-queries';
import { useApproveResellerApplication } from './approve-reseller-application';
import { useChangeCommissionRate } from './change-commission-rate';
import { useDeclineResellerApplication } from './decline-reseller-application';
import { useRevokeReseller } from './revoke-reseller';

// Each staff write, with the cached queries it changes: the audit log gains an entry every time.
const WRITES: [string, AnyMutation, unknown, string[]][] = [
  [
    'commission',
    useChangeCommissionRate as AnyMutation,
    { userId: 'u', commissionRate: 20 },
    ['resellers', 'users', 'audit-log'],
  ],
  [
    'approve application',
    useApproveResellerApplication as AnyMutation,
    { id: 'a', commissionRate: 20 },
    ['reseller-applications', 'resellers', 'users', 'audit-log'],
  ],
  [
    'decline application',
    useDeclineResellerApplication as AnyMutation,
    { id: 'a' },
    ['reseller-applications', 'audit-log'],
  ],
  ['revoke reseller', useRevokeReseller as AnyMutation, 'u', ['resellers', 'users', 'audit-log']],
];

describe('reseller writes refresh every query they change', () => {
  it.each(WRITES)('%s', async (_name, useWrite, variables, keys) => {
    expect(await queriesRefreshedBy(useWrite, variables)).toEqual([...keys].sort());
  });
});
