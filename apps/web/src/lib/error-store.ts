import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

/** The one error the dismissible alert shows; any screen or query may set it. */
let current: ApiError | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showError(error: unknown): void {
  current = error instanceof ApiError ? error : new ApiError('INTERNAL', 0, String(error));
  emit();
}

export function clearError(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentError(): ApiError | null {
  return current;
}

export function useCurrentError(): ApiError | null {
  return useSyncExternalStore(subscribe, currentError, () => null);
}
