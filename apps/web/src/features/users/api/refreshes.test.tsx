import { describe, expect, it } from 'vitest';
import { type AnyMutation, queriesRefreshedBy } from '../../../test/refreshed-queries';
import { useChangeRole } from './change-role';
import { useSetEditorScope } from './set-editor-scope';

// Each staff write, with the cached queries it changes: the audit log gains an entry every time.
const WRITES: [string, AnyMutation, unknown, string[]][] = [
  ['change role', useChangeRole as AnyMutation, { userId: 'u', role: 1 }, ['users', 'resellers', 'audit-log']],
  [
    'editor scope',
    useSetEditorScope as AnyMutation,
    { email: 'e@x.test', editor: 'vi' },
    ['users', 'session', 'audit-log'],
  ],
];

describe('user writes refresh every query they change', () => {
  it.each(WRITES)('%s', async (_name, useWrite, variables, keys) => {
    expect(await queriesRefreshedBy(useWrite, variables)).toEqual([...keys].sort());
  });
});
