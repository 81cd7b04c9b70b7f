import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads these; jsdom does not have them.
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
window.getComputedStyle = (
  (orig) => (elt: Element) =>
    orig(elt)
)(window.getComputedStyle);
class RO {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: typeof RO }).ResizeObserver = RO;

afterEach(() => cleanup());
