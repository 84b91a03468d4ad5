/** What the benches share to read the app's `--cpu-prof` profiles (BENCH_CPU_PROF). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the app's busy time went, from the profiles written to BENCH_CPU_PROF: self time per script
 * (a bundled chunk, a package, a Node.js internal) and per function, the top 20 of each, as shares
 * of the time the process was not idle.
 */
export function summarizeProfiles(dir: string) {
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
  const bySite = new Map<string, number>();
  const byScript = new Map<string, number>();
  let busy = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      nodes: Node[];
      samples: number[];
      timeDeltas: number[];
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
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
    });
  }
  const top = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
  };
  console.log(`\napp process busy ${(busy / 1e6).toFixed(1)} s (warm-ups and sign-ins included)`);
  top('self time by script, top 20 (% of busy time):', byScript);
  top('self time by function, top 20:', bySite);
}
