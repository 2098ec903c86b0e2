import { isRoleCode } from '@oneclick/shared';
import type { QualifiedTFunction } from './translation-keys';

/**
 * A role's or account type's name in the reader's language, by its code as a number or as the
 * sales figures' keys spell it ('5'); empty for none (a donation buys no plan).
 */
export function roleName(t: QualifiedTFunction, code: number | `${number}` | null): string {
  const role = typeof code === 'string' ? Number(code) : code;
  return isRoleCode(role) ? t(`common:roles.${role}`) : '';
}
