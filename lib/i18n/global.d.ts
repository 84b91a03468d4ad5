import type en from './messages/en.json';

// next-intl checks every key against the English catalogue at compile time.
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en;
  }
}
