/** Types of scripts/serve-command.mjs for the TypeScript benchmarks. */
export declare function serveArgs(args?: string[], extraFlags?: string[]): string[];
