import { describe, expect, it } from 'vitest';
import { canMoveOrder, currencyOf, orderAmount } from './orders.js';

const vndPrices = { pro: 14_990_000, premium: 19_990_000 };

describe('orderAmount', () => {
  it('prices a term, and two or three terms pro rata, in cents', () => {
    expect(orderAmount({ packageId: 'pro', months: 12, currency: 'USD', vndPrices })).toBe(59_900);
    expect(orderAmount({ packageId: 'premium', months: 24, currency: 'USD', vndPrices })).toBe(159_800);
    expect(orderAmount({ packageId: 'pro', months: 36, currency: 'USD', vndPrices })).toBe(179_700);
  });

  it('prices VND from the configuration, and refuses what is not sold', () => {
    expect(orderAmount({ packageId: 'pro', months: 12, currency: 'VND', vndPrices })).toBe(14_990_000);
    expect(orderAmount({ packageId: 'premium', months: 12, currency: 'VND', vndPrices: {} })).toBeNull();
    expect(orderAmount({ packageId: 'basic', months: 12, currency: 'USD', vndPrices })).toBeNull();
  });

  it("takes a reseller's commission off the price of their keys, rounded to the cent", () => {
    expect(
      orderAmount({ packageId: 'pro', months: 12, quantity: 10, commissionRate: 20, currency: 'USD', vndPrices }),
    ).toBe(479_200);
    expect(orderAmount({ packageId: 'pro', months: 12, commissionRate: 33, currency: 'USD', vndPrices })).toBe(40_133);
    expect(orderAmount({ packageId: 'pro', months: 12, commissionRate: 100, currency: 'USD', vndPrices })).toBe(0);
  });
});

describe('order states', () => {
  it('moves forward only', () => {
    expect(canMoveOrder('pending', 'awaiting_review')).toBe(true);
    expect(canMoveOrder('awaiting_review', 'fulfilled')).toBe(true);
    expect(canMoveOrder('fulfilled', 'refunded')).toBe(true);
    expect(canMoveOrder('fulfilled', 'fulfilled')).toBe(false);
    expect(canMoveOrder('cancelled', 'fulfilled')).toBe(false);
    expect(canMoveOrder('awaiting_review', 'pending')).toBe(false);
    expect(canMoveOrder('expired', 'paid')).toBe(false);
  });

  it('charges PayPal in USD and bank transfers in VND', () => {
    expect(currencyOf('paypal')).toBe('USD');
    expect(currencyOf('bank_transfer')).toBe('VND');
  });
});
