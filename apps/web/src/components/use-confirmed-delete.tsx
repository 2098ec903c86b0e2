import { useState } from 'react';
import { ConfirmDelete, type ConfirmQuestion } from './confirm-delete';

interface ConfirmedDeleteOptions {
  remove: (id: string) => Promise<unknown>;
  onDeleted: (id: string) => void;
  onFailed: (error: unknown) => void;
  /** The question for this row: at least its two buttons, each naming its outcome ("Keep the key" / "Delete the key"). */
  question: (id: string) => ConfirmQuestion;
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
      question={question(askedId ?? '')}
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
