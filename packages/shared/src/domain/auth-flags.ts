import { isAdminRole, type RoleCode } from './roles.js';
import type { EditorScope } from './editor-scopes.js';

interface FlagSource {
  role: RoleCode;
  isReseller: boolean;
  editor: EditorScope | null;
}

/** The spec's auth-state flags, derived in one place for every screen. */
export function authFlags(user: FlagSource | null) {
  return {
    isAuthenticated: user !== null,
    isAdmin: user !== null && isAdminRole(user.role),
    isReseller: user?.isReseller ?? false,
    isEditor: user?.editor != null,
    editorScope: user?.editor ?? null,
  };
}
