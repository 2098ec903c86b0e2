import { useState } from 'react';
import { ConfirmDelete, type ConfirmQuestion } from './confirm-delete';

interface ConfirmedDeleteOptions {
  remove: (id: string) => Promise<unknown>;
  onDeleted: (id: string) => void;
  onFailed: (error: unknown) => void;
  /** The question for this row, when it is not the spec's 'Do you want to delete?'. */
  question?: (id: string) => ConfirmQuestion | undefined;
}

/** Deleting a row of a table: ask the spec's question first, then delete and report. */
export function useConfirmedDelete({ remove, onDeleted, onFailed, question }: ConfirmedDeleteOptions) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept after the dialog closes, so its words do not change while it fades out.
  const [askedId, setAskedId] = useState<string | null>(null);

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
      question={askedId === null ? undefined : question?.(askedId)}
      onCancel={() => setPendingId(null)}
      onConfirm={() => void confirm()}
      loading={busy}
    />
  );
  const ask = (id: string) => {
    setPendingId(id);
    setAskedId(id);
  };
  return { ask, dialog };
}
