import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/** PayPal webhook events handled, once each by their id, whatever PayPal redelivers. */
export const paypalEvents = pgTable('paypal_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  /** The order it concerned, when it named one of ours. */
  orderId: text('order_id').references(() => orders.id, { onDelete: 'restrict' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
