import { z } from 'zod';
import { EDITOR_SCOPES } from '../domain/editor-scopes.js';
import { emailSchema } from './auth.js';

/** An admin grants (or, with null, removes) a user's editor scope. */
export const editorScopeRequestSchema = z.strictObject({
  email: emailSchema,
  editor: z.enum(EDITOR_SCOPES).nullable(),
});
export type EditorScopeRequest = z.input<typeof editorScopeRequestSchema>;
