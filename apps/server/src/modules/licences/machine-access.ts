import { isAdminRole, type SessionUser } from '@oneclick/shared';

/** Who may see and free an account's machines: its owner, an admin, or the reseller whose client it is. */
export function mayManageMachinesOf(viewer: SessionUser, owner: { id: string; resellerId: string | null }): boolean {
  return viewer.id === owner.id || isAdminRole(viewer.role) || (viewer.isReseller && owner.resellerId === viewer.id);
}
