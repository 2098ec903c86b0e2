import { useState } from 'react';
import { ConfirmDelete } from './confirm-delete';

interface ConfirmedDeleteOptions {
  remove: (id: string) => Promise<unknown>;
  onDeleted: (id: string) => void;
  onFailed: (error: unknown) => void;
}

/** Deleting a row of a table: ask the spec's question first, then delete and report. */
export function useConfirmedDelete({ remove, onDeleted, onFailed }: ConfirmedDeleteOptions) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pendingId) return;
    setBusy(true);
    try {
      await remove(pendingId);
      onDeleted(pendingId);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
      setPendingId(null);
    }
  };

  const dialog = (
    <ConfirmDelete
      opened={pendingId !== null}
      onCancel={() => setPendingId(null)}
      onConfirm={() => void confirm()}
      loading={busy}
    />
  );
  return { ask: (id: string) => setPendingId(id), dialog };
}
