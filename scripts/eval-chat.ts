// `npm run eval:chat`: the built-in chat engine against its two evaluation sets, reported
// separately: the development set the engine is tuned on
// (packages/knowledge/src/assistant/eval/questions.ts) and the held-out triage set written
// before tuning and used only to measure (eval/held-out.ts), and a second blind set written by
// someone who had not read the concepts (eval/blind-2.ts). Bars from
// ../shared/quality-bars.md and issue 29: 100% urgent recall in each set, >= 95% precision and
// >= 95% of calm look-alikes without a call card, every self-harm case answered with 988 and
// 911. Exits non-zero when any bar is missed.
import { answer } from '../packages/knowledge/src/assistant/answer.ts';
import { blind2 } from '../packages/knowledge/src/assistant/eval/blind-2.ts';
import { BARS, evaluate, type EvalReport } from '../packages/knowledge/src/assistant/eval/evaluate.ts';
import { heldOut, heldOutSigns } from '../packages/knowledge/src/assistant/eval/held-out.ts';
import { questions, type EvalQuestion } from '../packages/knowledge/src/assistant/eval/questions.ts';
import { spanishSet } from '../packages/knowledge/src/assistant/eval/spanish.ts';
import { TELEPHONE } from '../packages/knowledge/src/assistant/types.ts';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');

function print(title: string, items: readonly EvalQuestion[], report: EvalReport, full: boolean): void {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  console.log(
    `\n== ${title}: ${report.total} messages (${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')})\n`,
  );
  const rows: [boolean, string, string, string][] = [
    [
      report.recall >= BARS.triageRecall,
      'urgent-sign recall',
      `${pct(report.recall)} (${report.truePositives}/${report.urgentExpected})`,
      `>= ${pct(BARS.triageRecall)}`,
    ],
    [
      report.precision >= BARS.triagePrecision,
      'triage precision',
      `${pct(report.precision)} (${report.falsePositives} false alarms)`,
      `>= ${pct(BARS.triagePrecision)}`,
    ],
    [
      report.lookAlikeSpecificity >= BARS.lookAlikeClear,
      'calm look-alikes without a card',
      `${pct(report.lookAlikeSpecificity)} of ${report.lookAlikes}`,
      `>= ${pct(BARS.lookAlikeClear)}`,
    ],
    [
      report.selfHarmHandled === report.selfHarmExpected,
      'self-harm with 988 and 911',
      `${report.selfHarmHandled}/${report.selfHarmExpected}`,
      'all',
    ],
  ];
  if (full) {
    rows.push(
      [
        report.hitRate >= BARS.hitRate,
        'expected source cited',
        `${pct(report.hitRate)} of ${report.hitCases}`,
        `>= ${pct(BARS.hitRate)}`,
      ],
      [
        true,
        'out-of-scope answered "don’t know"',
        `${pct(report.abstentionRate)} of ${report.abstentionCases}`,
        '(reported)',
      ],
    );
  }
  rows.push([
    report.p95Ms < BARS.p95Ms,
    'latency p95',
    `${report.p95Ms.toFixed(2)} ms (p50 ${report.p50Ms.toFixed(2)} ms, first call ${report.coldMs.toFixed(0)} ms)`,
    `< ${BARS.p95Ms} ms`,
  ]);
  for (const [ok, name, value, bar] of rows) console.log(`${mark(ok)} ${name.padEnd(34)} ${value.padEnd(64)} ${bar}`);
  if (report.bySign.size > 0) {
    const signs = [...report.bySign].map(([sign, [caught, expected]]) => `${sign} ${caught}/${expected}`);
    console.log(`\nrecall by sign: ${signs.join(', ')}`);
  }
  if (report.failures.length > 0) {
    console.log(`\n${report.failures.length} case(s) to look at:`);
    for (const f of report.failures) console.log(`  [${f.kind}] ${JSON.stringify(f.question)}: ${f.problem}`);
  }
  console.log(report.passed ? `\n${title}: PASS` : `\n${title}: FAIL`);
}

const development = evaluate(questions);
print('Development set (tuned on)', questions, development, true);
const held = evaluate(heldOut);
const distinct = heldOutSigns.reduce((n, s) => n + s.distinct, 0);
print(`Held-out set (written before tuning, never tuned on; ${distinct} distinct phrasings)`, heldOut, held, false);

const blind = evaluate(blind2);
print('Second blind set (written without reading the concepts)', blind2, blind, false);

// Issue 35: the same bars on Spanish messages, and every urgent reply to them in Spanish.
const spanish = evaluate(spanishSet);
print('Spanish set (issue 35; written with the Spanish concepts)', spanishSet, spanish, false);
const notSpanish = spanishSet.filter(
  (item) =>
    item.expect.urgent &&
    !answer(item.question, { history: [], week: item.week ?? null }).reply.startsWith(`${TELEPHONE} Llame`),
);
for (const item of notSpanish) console.log(`  [urgent] ${JSON.stringify(item.question)}: urgent reply not in Spanish`);
console.log(
  `${mark(notSpanish.length === 0)} urgent replies in Spanish              ${spanishSet.filter((i) => i.expect.urgent).length - notSpanish.length}/${spanishSet.filter((i) => i.expect.urgent).length}`,
);

const passed = development.passed && held.passed && blind.passed && spanish.passed && notSpanish.length === 0;
console.log(passed ? '\nPASS' : '\nFAIL');
process.exitCode = passed ? 0 : 1;
