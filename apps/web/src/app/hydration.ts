import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

let hydrating = false;
const listeners = new Set<() => void>();

/**
 * React takes over a prerendered page in two passes: the layout first, the page inside its
 * Suspense boundary later, at low priority. A query answering in between would make the page's
 * first render differ from its HTML (a hydration mismatch, and the page rendered again). So the
 * queries wait, as they would offline, until the page has been taken over (main.tsx).
 */
export function startHydration(): void {
  hydrating = true;
  onlineManager.setOnline(false);
}

function finishHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  onlineManager.setOnline(navigator.onLine);
  for (const listener of listeners) listener();
}

/** Rendered beside the page, inside its Suspense boundary: its effect runs once the page is hydrated. */
export function FinishHydration() {
  useEffect(finishHydration, []);
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False while the page is HTML only (prerendered, or not yet taken over): its buttons and fields
 * would do nothing, or lose what was typed, so they are disabled until then.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
}
