import { describe, expect, it } from 'vitest';
import { type AnyMutation, queriesRefreshedBy } from '../../../test/refreshed-queries';
import { useCreateRelease } from './create-release';
import { usePublishRelease } from './publish-release';
import { useWithdrawRelease } from './withdraw-release';

// Each staff write, with the cached queries it changes: the audit log gains an entry every time.
const WRITES: [string, AnyMutation, unknown, string[]][] = [
  ['create release', useCreateRelease as AnyMutation, { version: '1.0.0' }, ['releases', 'audit-log']],
  [
    'upload release',
    usePublishRelease as AnyMutation,
    { releaseId: 'r', file: new File(['PK'], 'oneclick.zip') },
    ['releases', 'audit-log'],
  ],
  ['withdraw release', useWithdrawRelease as AnyMutation, 'r', ['releases', 'audit-log']],
];

describe('release writes refresh every query they change', () => {
  it.each(WRITES)('%s', async (_name, useWrite, variables, keys) => {
    expect(await queriesRefreshedBy(useWrite, variables)).toEqual([...keys].sort());
  });
});
