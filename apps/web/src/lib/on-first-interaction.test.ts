import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction';

describe('onFirstInteraction', () => {
  it('starts once, at the first press, key or focus, and not before', () => {
    const start = vi.fn();
    onFirstInteraction(start);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start once told to stop waiting', () => {
    const start = vi.fn();
    const stop = onFirstInteraction(start);
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
