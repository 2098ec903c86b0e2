import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearError } from '../lib/error-store';

// A lazy section or page is compiled on its first import in a worker, which takes more than the
// default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads media queries; jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Mantine's lists and segmented controls measure themselves and scroll to an option; jsdom does neither.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// Mantine's growing textarea listens for fonts loading; jsdom has no document.fonts.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// An unexpected console.error is a bug the test should see.
const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error: ${args.map(String).join(' ')}`);
});

// Files share a worker (isolate: false): nothing one leaves behind may reach the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  clearError();
  consoleError.mockClear();
});
