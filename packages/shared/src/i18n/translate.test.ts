import { describe, expect, it } from 'vitest';
import { fill, translate } from './translate.js';

const users = {
  total_one: '{{count}} user',
  total_other: '{{count}} users',
  title: 'Users',
  seats: { used: '{{used}} of {{count}} computers' },
};
const common = { save: 'Save', title: 'OneClick' };

describe('fill', () => {
  it('puts each value in place of its variable, spaces inside the braces allowed', () => {
    expect(fill('{{name}} paid {{ amount }}', { name: 'An', amount: 12 })).toBe('An paid 12');
  });

  it('leaves a variable without a value empty', () => {
    expect(fill('Hello {{name}}!', {})).toBe('Hello !');
  });
});

describe('translate', () => {
  it('finds a dotted key in the first namespace that has it', () => {
    expect(translate('en-US', [users, common], 'title')).toBe('Users');
    expect(translate('en-US', [users, common], 'save')).toBe('Save');
    expect(translate('en-US', [users], 'seats.used', { used: 1, count: 3 })).toBe('1 of 3 computers');
  });

  it('picks the plural form by the language rules', () => {
    expect(translate('en-US', [users], 'total', { count: 1 })).toBe('1 user');
    expect(translate('en-US', [users], 'total', { count: 0 })).toBe('0 users');
    expect(translate('en-US', [users], 'total', { count: 2 })).toBe('2 users');
  });

  it('uses the only form of a language without plurals', () => {
    const thai = { total_other: 'ผู้ใช้ {{count}} คน' };
    expect(translate('th', [thai], 'total', { count: 1 })).toBe('ผู้ใช้ 1 คน');
  });

  it('falls back on the bare key when the plural form is missing', () => {
    expect(translate('en-US', [common], 'save', { count: 1 })).toBe('Save');
  });

  it('gives the default value, filled, or else the key, for a key no namespace has', () => {
    expect(translate('en-US', [users], 'missing.key', { defaultValue: 'No {{what}}', what: 'luck' })).toBe('No luck');
    expect(translate('en-US', [users, undefined], 'missing.key')).toBe('missing.key');
  });

  it('gives the key for an object unless objects are asked for', () => {
    expect(translate('en-US', [users], 'seats')).toBe('seats');
  });

  it('gives an object or a list with every text in it filled', () => {
    const policies = { sections: [{ title: 'Contact', body: ['Write to {{email}}.'] }] };
    expect(translate('en-US', [policies], 'sections', { returnObjects: true, email: 'a@b.vn' })).toEqual([
      { title: 'Contact', body: ['Write to a@b.vn.'] },
    ]);
  });
});
