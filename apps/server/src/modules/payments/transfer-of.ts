import type { UnmatchedTransfer, TransferSettlement } from '@oneclick/shared';
import type { BankTransferRow } from '../../db/schema/index.js';

/** A transfer as admins see it: why it needs a person, how one settled it, and the order it names (in lists). */
export function transferOf(
  row: BankTransferRow,
  due: number | null,
  settledBy: string | null,
  namedOrder: UnmatchedTransfer['namedOrder'],
): UnmatchedTransfer {
  return {
    id: row.id,
    gateway: row.gateway,
    transactionDate: row.transactionDate,
    accountNumber: row.accountNumber,
    content: row.content,
    amount: row.amount,
    reason: row.unmatchedReason ?? 'NO_OPEN_ORDER',
    orderId: row.orderId,
    excess: due === null ? null : row.amount - due,
    receivedAt: row.receivedAt.toISOString(),
    settlement:
      row.settlement === null
        ? null
        : {
            action: row.settlement as TransferSettlement,
            note: row.settlementNote,
            at: row.settledAt!.toISOString(),
            by: settledBy,
          },
    namedOrder,
  };
}
