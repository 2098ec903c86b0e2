import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useApproveResellerApplication } from './approve-reseller-application';
import { useChangeCommissionRate } from './change-commission-rate';
import { useChangeRole } from './change-role';
import { useCreateRelease } from './create-release';
import { useDeclineResellerApplication } from './decline-reseller-application';
import { useDeleteLicenceKey } from './delete-licence-key';
import { useGenerateLicenceKeys } from './generate-licence-keys';
import { useReassignLicenceKey } from './reassign-licence-key';
import { useRevokeReseller } from './revoke-reseller';
import { useSetEditorScope } from './set-editor-scope';
import { useUploadReleaseFile } from './upload-release-file';
import { useWithdrawRelease } from './withdraw-release';

type AnyMutation = () => UseMutationResult<unknown, Error, never>;

// Each staff write, with the cached queries it changes: the audit log gains an entry every time.
const WRITES: [string, AnyMutation, unknown, string[]][] = [
  ['change role', useChangeRole as AnyMutation, { userId: 'u', role: 1 }, ['users', 'resellers', 'audit-log']],
  [
    'editor scope',
    useSetEditorScope as AnyMutation,
    { email: 'e@x.test', editor: 'vi' },
    ['users', 'session', 'audit-log'],
  ],
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
  ['generate keys', useGenerateLicenceKeys as AnyMutation, { quantity: 1 }, ['licence-keys', 'resellers', 'audit-log']],
  ['create release', useCreateRelease as AnyMutation, { version: '1.0.0' }, ['releases', 'audit-log']],
  [
    'upload release',
    useUploadReleaseFile as AnyMutation,
    { releaseId: 'r', file: new File(['PK'], 'oneclick.zip') },
    ['releases', 'audit-log'],
  ],
  ['withdraw release', useWithdrawRelease as AnyMutation, 'r', ['releases', 'audit-log']],
  ['delete key', useDeleteLicenceKey as AnyMutation, 'ABCD-EFGH-JKMN-PQRS', ['licence-keys', 'resellers', 'audit-log']],
  [
    'reassign key',
    useReassignLicenceKey as AnyMutation,
    { code: 'ABCD-EFGH-JKMN-PQRS', resellerId: null },
    ['licence-keys', 'resellers', 'audit-log'],
  ],
  ['revoke reseller', useRevokeReseller as AnyMutation, 'u', ['resellers', 'users', 'audit-log']],
];

afterEach(() => vi.unstubAllGlobals());

describe('staff writes refresh every query they change', () => {
  it.each(WRITES)('%s', async (_name, useWrite, variables, keys) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useWrite, { wrapper });
    await result.current.mutateAsync(variables as never);
    const refreshed = invalidate.mock.calls.map(([filters]) => (filters?.queryKey as string[] | undefined)?.[0]);
    expect(refreshed.sort()).toEqual([...keys].sort());
  });
});
