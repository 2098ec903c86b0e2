import { slugify } from '@oneclick/shared';
import { AppError } from '../../app-error.js';
import { isUniqueViolation } from '../../utils/db-errors.js';

/** A category's address in its language, made from its name. */
export function slugOf(name: string): string {
  const slug = slugify(name);
  if (!slug) {
    throw new AppError('VALIDATION_FAILED', 400, 'The name needs a letter or a digit.', {
      fields: { name: 'TEXT_INVALID' },
    });
  }
  return slug;
}

/** A unique violation on a category write means the slug is taken in that language. */
export function slugTakenOr(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  return new AppError('CONFLICT', 409, 'A category with this name already exists in this language.', {
    reason: 'SLUG_TAKEN',
  });
}
