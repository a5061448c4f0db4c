// `npm run bench:top <file.cpuprofile> [n] [seconds]`: the functions a V8 CPU profile spent most of its
// own time in, grouped by function and file, so a bench profile can be read without a browser.
// With `seconds`, only the samples of the profile's last that many seconds count: the scenario
// `BENCH_ONLY` ran last, without the start-up and seeding before it (decision 018).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
}

const [file, count = '25', seconds] = process.argv.slice(2);
if (!file) throw new Error('usage: npm run bench:top <file.cpuprofile> [n] [last seconds]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// Sample i was taken at startTime + the sum of the first i + 1 time deltas (µs).
const from = seconds ? profile.endTime - Number(seconds) * 1e6 : -Infinity;
let at = profile.startTime;
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) return;
  total++;
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');
  const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
});
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
}
