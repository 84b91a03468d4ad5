/** The browser APIs Mantine needs that jsdom lacks, added to a jsdom window. */
export function stubBrowserApis(view: Window & typeof globalThis): void {
  Object.defineProperty(view, 'matchMedia', {
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
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  view.ResizeObserver = ResizeObserverStub;
  view.HTMLElement.prototype.scrollIntoView = () => {};
  Object.defineProperty(view, 'getComputedStyle', { value: view.getComputedStyle, writable: true });
}
