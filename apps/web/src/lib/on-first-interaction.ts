const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once, when the visitor first presses, types or moves the focus on the page: what
 * only a visitor who acts needs is fetched then, not with the page. Returns the way to stop waiting.
 */
export function onFirstInteraction(start: () => unknown): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, begin, true);
  };
  function begin() {
    stop();
    start();
  }
  for (const type of INTERACTIONS) document.addEventListener(type, begin, { capture: true, passive: true });
  return stop;
}
