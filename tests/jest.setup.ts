import { backgroundWorkDone } from '@/lib/mail/background';
import { stubBrowserApis } from './helpers/browser-stubs';
import { installFastLabels } from './helpers/fast-labels';

// Mantine needs browser APIs that jsdom lacks; node-environment files have no window. Fields'
// labels are looked up without jsdom's quadratic walk (tests/helpers/fast-labels.ts).
// jest-dom's matchers are for the DOM; the node-environment files (the database suites, 140) never
// use them and do without loading them (~60 ms a file).
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where there is a DOM
  require('@testing-library/jest-dom');
  stubBrowserApis(window);
  installFastLabels(window);
}

// PGlite's WebAssembly runtime (Emscripten's quit_) sets process.exitCode when an embedded database
// exits with a non-zero status, e.g. a test closing one mid-query on purpose. On 2 cores jest runs the
// files in its own process, so that would turn a fully green run into exit code 1 with nothing to read.
// Jest decides the exit code from the results itself; say which file did it and put the code back.
const exitCodeBefore = process.exitCode;
afterAll(() => {
  if (process.exitCode !== exitCodeBefore) {
    console.warn(`process.exitCode was set to ${process.exitCode} during ${expect.getState().testPath}`);
    process.exitCode = exitCodeBefore;
  }
});

// Work an answer leaves running (the e-mails of lib/mail/background.ts) finishes inside the file
// that started it, before the file's own afterAll closes the database (Jest runs the root's
// afterAll hooks in the order they were added, and this file's come first): otherwise it logs
// "Cannot log after tests are done" into another file's output, or meets a closed database.
afterAll(() => backgroundWorkDone());
