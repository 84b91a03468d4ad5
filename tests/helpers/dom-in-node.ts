import { JSDOM } from 'jsdom';
import { stubBrowserApis } from './browser-stubs';

/**
 * A browser page inside a node-environment test, for the few tests that render a form and also
 * run the real server (route handlers and PGlite need Node's own fetch classes, TextEncoder and
 * WebAssembly, which Jest's jsdom environment hides). Call it after the database and the server
 * modules are loaded (so none of them mistakes the process for a browser), then import
 * '@testing-library/react/pure' (the automatic one adds Jest hooks, too late by then) and clean up
 * after each test.
 */
const BROWSER_FUNCTIONS = [
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'getSelection',
  'scrollTo',
];

export function installDom(): void {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://127.0.0.1/',
    pretendToBeVisual: true,
  });
  const view = window as unknown as Window & typeof globalThis;
  stubBrowserApis(view);
  const global = globalThis as Record<string, unknown>;
  const source = window as unknown as Record<string, unknown>;
  // The window's classes (HTMLElement, KeyboardEvent, MutationObserver, ...) and the functions React,
  // Mantine and user-event call, where Node has none of its own: Node keeps its fetch, Response,
  // URL, AbortController, Event and TextEncoder. (Storage is left out: it loops in Jest's globals.)
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis || !(/^[A-Z]/.test(key) || BROWSER_FUNCTIONS.includes(key))) continue;
    global[key] = source[key];
  }
  global.window = view;
  global.self = view;
  global.document = window.document;
  global.navigator = window.navigator;
  global.IS_REACT_ACT_ENVIRONMENT = true; // what React Testing Library's auto setup would do
}
