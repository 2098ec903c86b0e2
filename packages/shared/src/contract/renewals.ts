import { myRenewalSchema, renewalRemindersRequestSchema } from '../schemas/renewals.js';
import { operation } from './operation.js';

/** Renewals: a customer's plan as it renews, and the reminders before it ends. */
export const renewals = {
  getMyRenewal: operation({
    method: 'GET',
    path: '/renewals/mine',
    access: 'user',
    summary: "The signed-in customer's plan, how it renews and whether reminders are sent",
    responses: { 200: myRenewalSchema },
  }),
  setRenewalReminders: operation({
    method: 'PUT',
    path: '/renewals/mine/reminders',
    access: 'user',
    summary: 'Turn the reminders before the plan ends on or off (the notice on the day always goes)',
    body: renewalRemindersRequestSchema,
    responses: { 200: myRenewalSchema },
  }),
};
