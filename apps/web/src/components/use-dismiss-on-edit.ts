import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Calls `dismiss` when the reader edits any field of `form`: an alert about the last attempt goes with the input it was about. */
export function useDismissOnEdit<T extends FieldValues>(form: UseFormReturn<T>, dismiss: () => void): void {
  const latest = useRef(dismiss);
  useEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') latest.current();
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
