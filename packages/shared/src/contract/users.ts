import { idParamsSchema, pageOf } from '../schemas/common.js';
import {
  editorScopeRequestSchema,
  editorScopeResponseSchema,
  roleChangeRequestSchema,
  userDetailsSchema,
  userListQuerySchema,
  userLookupQuerySchema,
  userSummarySchema,
} from '../schemas/users.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** The dashboard's users: admins see and manage everyone, resellers see their clients. */
export const users = {
  listUsers: operation({
    ...API_PATHS.users.listUsers,
    access: 'staff',
    summary: 'Users, newest first, 200 to a page, by the start of a name or e-mail (get_users)',
    query: userListQuerySchema,
    responses: { 200: pageOf(userSummarySchema) },
  }),
  lookUpUser: operation({
    ...API_PATHS.users.lookUpUser,
    access: 'staff',
    summary: 'One account by e-mail, with who activated it (Check Users)',
    query: userLookupQuerySchema,
    responses: { 200: userDetailsSchema },
  }),
  changeRole: operation({
    ...API_PATHS.users.changeRole,
    access: 'admin',
    summary: "Change a user's role (change_role); roles 0 and 1 only by a super admin",
    params: idParamsSchema,
    body: roleChangeRequestSchema,
    responses: { 200: userSummarySchema },
  }),
  resetSecondFactor: operation({
    ...API_PATHS.users.resetSecondFactor,
    access: 'superAdmin',
    summary: "Reset another account's second factors (a lost phone): signed out everywhere, e-mailed",
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
  setEditorScope: operation({
    ...API_PATHS.users.setEditorScope,
    access: 'admin',
    summary: "Grant or remove a user's editor scope (admins only)",
    body: editorScopeRequestSchema,
    responses: { 200: editorScopeResponseSchema },
  }),
};
