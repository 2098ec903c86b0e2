import { useEffect, useRef } from 'react';
import type { FormFields } from '../lib/form/form';

/** Calls `dismiss` when the reader edits any field of `form`: an alert about the last attempt goes with the input it was about. */
export function useDismissOnEdit<T>(form: FormFields<T>, dismiss: () => void): void {
  const latest = useRef(dismiss);
  useEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => {
    return form.subscribe((change) => {
      if (change.by === 'edit') latest.current();
    });
  }, [form]);
}
