#!/usr/bin/env node
// Where a page's main thread went, from a trace of `npm run bench:web` (BENCH_WEB_TRACES=<dir>):
//   node scripts/trace-summary.mjs <dir>/signed-in-1.trace.json [min task ms, 12]
// Prints the page's main-thread tasks longer than the minimum (Lighthouse slows the page 4× in its simulation, so a
// 12 ms task here is a 48 ms one there and counts for the Total Blocking Time above 12.5 ms), each with its start,
// its duration on the clock and on the CPU (a task whose thread waited for a core lasts longer than it worked: on a
// busy 2-core machine most of a long task can be waiting), what it did (script, parse, style and layout, paint) and
// the functions V8 sampled in it, by own time.
import { readFileSync } from 'node:fs';

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/trace-summary.mjs <trace.json> [min task ms]');
  process.exit(2);
}
const minMs = Number(minArg ?? 12);
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;

// The page's renderer main thread: the CrRendererMain with the most top-level tasks.
const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const byThread = new Map();
for (const e of events) if (isTask(e)) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = names
  .map((n) => ({ key: `${n.pid}:${n.tid}`, pid: n.pid, tid: n.tid, n: byThread.get(`${n.pid}:${n.tid}`) ?? 0 }))
  .sort((a, b) => b.n - a.n)[0];
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);

const navigation =
  onMain.find((e) => e.name === 'navigationStart') ??
  events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
const t0 = navigation?.ts ?? Math.min(...onMain.filter((e) => e.ts).map((e) => e.ts));
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);

// V8's samples: ProfileChunk events carry nodes (callFrames), samples (node ids) and timeDeltas (µs) from the last
// sample of the same profile, whose clock starts at its Profile event's startTime.
const clock = new Map(
  events.filter((e) => e.name === 'Profile' && e.pid === main.pid).map((e) => [e.id, e.args?.data?.startTime ?? 0]),
);
const nodes = new Map();
const samples = [];
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== main.pid) continue;
  const chunk = e.args?.data?.cpuProfile ?? {};
  for (const node of chunk.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
  const deltas = e.args?.data?.timeDeltas ?? [];
  let ts = clock.get(e.id) ?? 0;
  (chunk.samples ?? []).forEach((id, i) => {
    ts += deltas[i];
    samples.push({ ts, node: `${e.id}:${id}` });
  });
  clock.set(e.id, ts);
}
samples.sort((a, b) => a.ts - b.ts);

const frameName = (node) => {
  const f = node?.callFrame ?? {};
  const url = (f.url ?? '').split('/').pop() || '';
  return `${f.functionName || '(anonymous)'} ${url}${url ? `:${f.lineNumber + 1}` : ''}`;
};

const kinds = {
  script: ['EvaluateScript', 'v8.compile', 'FunctionCall', 'V8.Execute', 'v8.evaluateModule', 'TimerFire'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'UpdateLayerTree', 'PrePaint'],
  paint: ['Paint', 'Layerize', 'Commit'],
};
/** The time covered by `spans` (nested events, such as a timer's function call, counted once). */
function coveredMs(spans) {
  let covered = 0;
  let end = -Infinity;
  for (const e of [...spans].sort((a, b) => a.ts - b.ts)) {
    const from = Math.max(e.ts, end);
    if (e.ts + e.dur > from) covered += e.ts + e.dur - from;
    end = Math.max(end, e.ts + e.dur);
  }
  return covered / 1000;
}

const tasks = onMain.filter((e) => isTask(e) && e.dur / 1000 >= minMs).sort((a, b) => a.ts - b.ts);
let total = 0;
let cpuTotal = 0;
console.log(
  `${file}: ${tasks.length} tasks of ${minMs} ms or more; FCP at ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms`,
);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
  const what = Object.entries(kinds)
    .map(([kind, list]) => {
      const ms = coveredMs(inside.filter((e) => list.includes(e.name)));
      return ms >= 1 ? `${kind} ${ms.toFixed(0)}` : null;
    })
    .filter(Boolean)
    .join(', ');
  const own = new Map();
  for (const s of samples) {
    if (s.ts < task.ts || s.ts >= end) continue;
    const name = frameName(nodes.get(s.node));
    own.set(name, (own.get(name) ?? 0) + 1);
  }
  const count = [...own.values()].reduce((a, b) => a + b, 0);
  const top = [...own.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, n]) => `${Math.round((100 * n) / count)}% ${name}`);
  total += task.dur / 1000;
  cpuTotal += (task.tdur ?? task.dur) / 1000;
  const cpu = task.tdur == null ? '' : `, ${(task.tdur / 1000).toFixed(1)} on the CPU`;
  console.log(
    `\n@${((task.ts - t0) / 1000).toFixed(0)} ms  ${(task.dur / 1000).toFixed(1)} ms${cpu}  (${what || 'other'})` +
      (top.length ? `\n    ${top.join('\n    ')}` : ''),
  );
}
console.log(`\n${total.toFixed(0)} ms in those tasks, ${cpuTotal.toFixed(0)} ms of them on the CPU`);
