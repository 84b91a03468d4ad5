/**
 * The settings of lib/env.ts for the start scripts (scripts/start.mjs, scripts/serve.mjs), or an
 * exit before anything is built or served: each wrong variable is printed with why (its value is
 * not: some are secrets). instrumentation.ts checks again inside Next.js.
 */
import { tsImport } from 'tsx/esm/api';

export async function settingsOrExit() {
  const { parseEnv, EnvError } = await tsImport('../lib/env.ts', import.meta.url);
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`${error.message}\nSee README "Environment" or .env.example.`);
    process.exit(1);
  }
}
