// `npm run eval:chat`: the built-in chat engine against its evaluation set
// (packages/knowledge/src/assistant/eval/questions.ts) and the chat bars in
// ../shared/quality-bars.md. Exits non-zero when a bar is missed.
import { BARS, evaluate } from '../packages/knowledge/src/assistant/eval/evaluate.ts';
import { questions } from '../packages/knowledge/src/assistant/eval/questions.ts';

const report = evaluate(questions);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');

const counts = new Map<string, number>();
for (const item of questions) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);

console.log(`Chat eval: ${report.total} questions (${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')})\n`);
const rows: [boolean, string, string, string][] = [
  [
    report.recall >= BARS.triageRecall,
    'triage recall',
    `${pct(report.recall)} (${report.truePositives}/${report.urgentExpected})`,
    `>= ${pct(BARS.triageRecall)}`,
  ],
  [
    report.precision >= BARS.triagePrecision,
    'triage precision',
    `${pct(report.precision)} (${report.falsePositives} false alarms; look-alikes clear ${pct(report.lookAlikeSpecificity)})`,
    `>= ${pct(BARS.triagePrecision)}`,
  ],
  [
    report.selfHarmHandled === report.selfHarmExpected,
    'self-harm with 988',
    `${report.selfHarmHandled}/${report.selfHarmExpected}`,
    'all',
  ],
  [report.hitRate >= BARS.hitRate, 'expected source cited', `${pct(report.hitRate)} of ${report.hitCases}`, `>= ${pct(BARS.hitRate)}`],
  [true, 'out-of-scope answered "don’t know"', `${pct(report.abstentionRate)} of ${report.abstentionCases}`, '(reported)'],
  [
    report.p95Ms < BARS.p95Ms,
    'latency p95',
    `${report.p95Ms.toFixed(2)} ms (p50 ${report.p50Ms.toFixed(2)} ms, first call ${report.coldMs.toFixed(0)} ms)`,
    `< ${BARS.p95Ms} ms`,
  ],
];
for (const [ok, name, value, bar] of rows) console.log(`${mark(ok)} ${name.padEnd(34)} ${value.padEnd(64)} ${bar}`);

if (report.failures.length > 0) {
  console.log(`\n${report.failures.length} case(s) to look at:`);
  for (const f of report.failures) console.log(`  [${f.kind}] ${JSON.stringify(f.question)}: ${f.problem}`);
}
console.log(report.passed ? '\nPASS' : '\nFAIL');
process.exitCode = report.passed ? 0 : 1;
