// The functions that took the most of a V8 CPU profile (BENCH_CPU_PROF=<dir> of bench:http writes one): their own
// time and their share, grouped by function and file, heaviest first. Usage:
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [how many, 40]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, howMany = '40'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [how many]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\//, 'apps/');
  const key = `${frame.functionName || '(anonymous)'}  ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(key, (self.get(key) ?? 0) + dt);
  total += dt;
});
const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
const busy = total - idle;
console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled`);
for (const [key, us] of [...self]
  .filter(([k]) => !k.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, +howMany)) {
  console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
}
