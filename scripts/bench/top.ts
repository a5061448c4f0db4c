// `npm run bench:top <file.cpuprofile> [n]`: the functions a V8 CPU profile spent most of its own
// time in, grouped by function and file, so a bench profile can be read without a browser.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: npm run bench:top <file.cpuprofile> [n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
for (const id of profile.samples) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');
  const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
}
