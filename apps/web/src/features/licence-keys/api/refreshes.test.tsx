import { describe, expect, it } from 'vitest';
import { type AnyMutation, queriesRefreshedBy } from '../../../test/refreshed-queries';
import { useDeleteLicenceKey } from './delete-licence-key';
import { useGenerateLicenceKeys } from './generate-licence-keys';
import { useReassignLicenceKey } from './reassign-licence-key';

// Each staff write, with the cached queries it changes: the audit log gains an entry every time.
const WRITES: [string, AnyMutation, unknown, string[]][] = [
  ['generate keys', useGenerateLicenceKeys as AnyMutation, { quantity: 1 }, ['licence-keys', 'resellers', 'audit-log']],
  ['delete key', useDeleteLicenceKey as AnyMutation, 'ABCD-EFGH-JKMN-PQRS', ['licence-keys', 'resellers', 'audit-log']],
  [
    'reassign key',
    useReassignLicenceKey as AnyMutation,
    { code: 'ABCD-EFGH-JKMN-PQRS', resellerId: null },
    ['licence-keys', 'resellers', 'audit-log'],
  ],
];

describe('licence key writes refresh every query they change', () => {
  it.each(WRITES)('%s', async (_name, useWrite, variables, keys) => {
    expect(await queriesRefreshedBy(useWrite, variables)).toEqual([...keys].sort());
  });
});
