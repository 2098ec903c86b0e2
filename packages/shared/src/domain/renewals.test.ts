import { describe, expect, it } from 'vitest';
import { daysLeft, renewalPackage, renewalStageDue, weekOf } from './renewals.js';
import { ROLES } from './roles.js';

const saigon = 'Asia/Ho_Chi_Minh';
const at = (iso: string) => new Date(iso);

describe('daysLeft', () => {
  it('counts calendar days of the business time zone, not 24-hour periods', () => {
    // 23:30 in Saigon on 31 January; the plan ends at 00:30 Saigon time on 1 February.
    expect(daysLeft(at('2027-01-31T17:30:00Z'), at('2027-01-31T16:30:00Z'), saigon)).toBe(1);
    expect(daysLeft(at('2027-01-31T16:30:00Z'), at('2027-01-31T17:30:00Z'), saigon)).toBe(-1);
  });

  it('crosses month and year ends', () => {
    expect(daysLeft(at('2027-03-01T05:00:00Z'), at('2027-01-30T05:00:00Z'), saigon)).toBe(30);
    expect(daysLeft(at('2028-01-06T05:00:00Z'), at('2027-12-30T05:00:00Z'), saigon)).toBe(7);
  });

  it('is not thrown by a day of 23 hours where clocks change', () => {
    // Europe/Berlin moves to summer time on 28 March 2027.
    expect(daysLeft(at('2027-03-29T08:00:00Z'), at('2027-03-27T09:00:00Z'), 'Europe/Berlin')).toBe(2);
  });
});

describe('renewalStageDue', () => {
  const end = at('2027-05-20T03:00:00Z'); // 10:00 in Saigon
  const on = (day: string) => at(`${day}T02:00:00Z`);

  it('is nothing more than 30 days before the end', () => {
    expect(renewalStageDue(end, on('2027-04-19'), saigon, null)).toBeNull();
  });

  it('reaches each stage on its day: 30, 7 and 1 days before, and the day it ends', () => {
    expect(renewalStageDue(end, on('2027-04-20'), saigon, null)).toBe(30);
    expect(renewalStageDue(end, on('2027-05-13'), saigon, 30)).toBe(7);
    expect(renewalStageDue(end, on('2027-05-19'), saigon, 7)).toBe(1);
    expect(renewalStageDue(end, on('2027-05-20'), saigon, 1)).toBe(0);
  });

  it('sends a stage once: nothing while the stage sent is the one reached', () => {
    expect(renewalStageDue(end, on('2027-04-25'), saigon, 30)).toBeNull();
    expect(renewalStageDue(end, on('2027-05-20'), saigon, 0)).toBeNull();
  });

  it('skips a stage whose moment passed unsent when the next is due: never both', () => {
    expect(renewalStageDue(end, on('2027-05-15'), saigon, null)).toBe(7);
    expect(renewalStageDue(end, on('2027-05-20'), saigon, 30)).toBe(0);
  });

  it('still gives the notice a few days late, and not for a plan that ended long ago', () => {
    expect(renewalStageDue(end, on('2027-05-23'), saigon, 1)).toBe(0);
    expect(renewalStageDue(end, on('2027-05-24'), saigon, 1)).toBeNull();
  });
});

describe('renewalPackage', () => {
  it('renews Pro and Premium on the portal, and leaves the other plans to the sales agent', () => {
    expect(renewalPackage(ROLES.pro)).toBe('pro');
    expect(renewalPackage(ROLES.premium)).toBe('premium');
    expect(renewalPackage(ROLES.enterprise)).toBeNull();
    expect(renewalPackage(ROLES.proDesigner)).toBeNull();
  });
});

describe('weekOf', () => {
  it('is the Monday of the week in the business time zone, across a month and a year end', () => {
    // Sunday 23:30 in Saigon is still the week that began on Monday 28 December 2026.
    expect(weekOf(at('2027-01-03T16:30:00Z'), saigon)).toBe('2026-12-28');
    // Half an hour later it is Monday 4 January in Saigon, though still Sunday in UTC.
    expect(weekOf(at('2027-01-03T17:30:00Z'), saigon)).toBe('2027-01-04');
    expect(weekOf(at('2027-03-03T05:00:00Z'), saigon)).toBe('2027-03-01');
  });
});
