import { Button, Group, type MantineSpacing } from '@mantine/core';

interface DialogActionsProps {
  /** What the reader keeps by stepping back, named: "Keep the order", never a bare "Cancel". */
  keepLabel: string;
  /** What the step does and to what: "Cancel the order". */
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** A step that destroys something is confirmed in red. */
  destructive?: boolean;
  mt?: MantineSpacing;
}

/**
 * A dialog's two buttons, each naming its outcome, so that neither can be taken for the other in
 * any language ("Giữ đơn hàng" / "Hủy đơn hàng"); dialog-actions.test.ts holds every dialog to it.
 */
export function DialogActions({
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
  loading,
  disabled,
  destructive,
  mt,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onKeep}>
        {keepLabel}
      </Button>
      <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={loading} disabled={disabled}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
