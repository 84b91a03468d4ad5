import '@testing-library/jest-dom';
import { stubBrowserApis } from './helpers/browser-stubs';

// Mantine needs browser APIs that jsdom lacks; node-environment files have no window.
if (typeof window !== 'undefined') stubBrowserApis(window);
