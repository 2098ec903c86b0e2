/**
 * Compiled by the type check, never run: a key the en-US messages lack must not compile.
 * Each `@ts-expect-error` fails the check if the line below it ever compiles.
 */
import type { TFunction } from '@oneclick/shared';
import type { QualifiedTFunction, TranslationKey } from './translation-keys';

export function keysThatMustNotCompile(t: TFunction<TranslationKey<'licences'>>, any: QualifiedTFunction) {
  t('device.title');
  t('device.seatsFull', { count: 1 });
  t('common:roles.5');
  any('validation:REQUIRED');
  // @ts-expect-error: misspelt (device.titel).
  t('device.titel');
  // @ts-expect-error: a plural's forms are asked for by their base and a count, not by a form of another key.
  t('device.title_one');
  // @ts-expect-error: another namespace's key needs its namespace.
  t('roles.5');
  // @ts-expect-error: no such namespace.
  t('nothing:roles.5');
  // @ts-expect-error: a helper's t takes keys named with their namespace.
  any('REQUIRED');
}
