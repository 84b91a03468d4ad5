/** What the benches share to read the app's `--cpu-prof` profiles (BENCH_CPU_PROF). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; callFrame: CallFrame; children?: number[] };

/**
 * Names a frame of the built app (.next/server/**) by its source, through the chunk's source map
 * (`<chunk>.js.map`): `lib/auth/session.ts getActor`, or `next-auth/… decode` for a bundled package.
 * Null for frames outside the build or without a map.
 */
function sourceNamer() {
  const maps = new Map<string, SourceMap | null>();
  const names = new Map<string, { module: string; name: string } | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      let map: SourceMap | null = null;
      try {
        if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        map = null;
      }
      maps.set(file, map);
    }
    return maps.get(file)!;
  };
  return (frame: CallFrame) => {
    if (!frame.url.includes('/.next/server/')) return null;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    if (!names.has(key)) {
      let found: { module: string; name: string } | null = null;
      const file = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
      const entry = mapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber) as
        { originalSource?: string; originalLine?: number; name?: string } | undefined;
      if (entry?.originalSource) {
        const source = decodeURIComponent(entry.originalSource)
          .replace(/^.*\[project\]\//, '')
          .replace(/^(webpack|turbopack):\/+/, '')
          .replace(/^(\.\.\/)+/, '')
          .replace(/^.*node_modules\//, 'node_modules/');
        // A package by its name (node_modules/@scope/name or node_modules/name), the app by its file.
        const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
        const name = frame.functionName || entry.name || '(anonymous)';
        found = {
          module: pkg ? `${pkg} (package)` : source,
          name: `${source}:${(entry.originalLine ?? 0) + 1} ${name}`,
        };
      }
      names.set(key, found);
    }
    return names.get(key)!;
  };
}

/**
 * Where the app's busy time went, from the profiles written to BENCH_CPU_PROF: self time per script
 * (a bundled chunk, a package, a Node.js internal) and per function, the top 20 of each, as shares
 * of the time the process was not idle. Then, named through the build's source maps, inclusive time
 * (the function and all it called synchronously, continuations after an await counted where they
 * resume) per app module or bundled package and per function of the app's own source.
 */
export function summarizeProfiles(dir: string) {
  const bySite = new Map<string, number>();
  const byScript = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byAppFunction = new Map<string, number>();
  const nameOf = sourceNamer();
  let busy = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      nodes: Node[];
      samples: number[];
      timeDeltas: number[];
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)!.callFrame;
      if (frame.functionName === '(idle)') return;
      const us = profile.timeDeltas[i];
      const script =
        frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/\.next\//, '.next/') ||
        frame.functionName; // (garbage collector), (program): no script
      add(byScript, script, us);
      add(bySite, `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`, us);
      busy += us;
      // Inclusive: each module and app function on the stack once, however deep it recurses.
      const modules = new Set<string>();
      const functions = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const named = nameOf(byId.get(at)!.callFrame);
        if (!named) continue;
        modules.add(named.module);
        if (!named.module.endsWith('(package)')) functions.add(named.name);
      }
      for (const m of modules) add(byModule, m, us);
      for (const f of functions) add(byAppFunction, f, us);
    });
  }
  const top = (title: string, map: Map<string, number>, count = 20) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
  };
  console.log(`\napp process busy ${(busy / 1e6).toFixed(1)} s (warm-ups and sign-ins included)`);
  top('self time by script, top 20 (% of busy time):', byScript);
  top('self time by function, top 20:', bySite);
  top('inclusive time by source module or bundled package (source maps), top 40:', byModule, 40);
  top("inclusive time by the app's own functions (source maps), top 40:", byAppFunction, 40);
}
