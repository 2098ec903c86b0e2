import type { PaymentsDeps } from '../../app-deps.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { PaypalError } from '../../integrations/paypal-client.js';

/**
 * A full refund of a capture at PayPal, idempotent under `refund-<capture id>`: the refund's id,
 * `''` when PayPal says the capture was refunded already, or null (logged) when it failed and a
 * later call must try again.
 */
export async function refundCaptureAtPaypal(
  deps: PaymentsDeps,
  actor: Actor,
  orderId: string,
  captureId: string,
  what: string,
): Promise<string | null> {
  try {
    return (await deps.paypal.refundCapture(captureId, `refund-${captureId}`)).id;
  } catch (error) {
    if (error instanceof PaypalError && error.issue === 'CAPTURE_FULLY_REFUNDED') return '';
    actor.log.error({ err: error, orderId, captureId }, `PayPal refund of ${what} failed; retried later`);
    return null;
  }
}
