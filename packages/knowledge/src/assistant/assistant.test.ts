import { describe, expect, it } from 'vitest';
import { answer } from './answer.ts';
import { BARS, evaluate } from './eval/evaluate.ts';
import { heldOut, heldOutSigns } from './eval/held-out.ts';
import { questions } from './eval/questions.ts';
import { chatCorpus } from './passages/index.ts';
import { retrieve } from './retrieve.ts';
import { triage } from './triage.ts';
import type { AssistantContext, ChatTurn } from './types.ts';

const ctx = (week: number | null, history: ChatTurn[] = []): AssistantContext => ({ history, week });
const after = (earlier: string): ChatTurn[] => [
  { role: 'user', content: earlier },
  { role: 'assistant', content: 'Here is what the guidance says about that.' },
];
const ids = (message: string, context: AssistantContext) => answer(message, context).passages.map((p) => p.id);

describe('triage of bleeding after the birth', () => {
  it.each([
    'passing big clots after delivery',
    'I’m passing clots the size of a golf ball, I gave birth last week',
    'large blood clots coming out since my c-section',
    'soaking a pad in an hour, I had my baby 5 days ago',
    'my lochia suddenly got really heavy and bright red',
    'blood gushing out since the birth',
  ])('calls "%s" urgent', (message) => {
    expect(triage(message)).toMatchObject({ urgent: true, signs: ['bleeding'] });
  });

  it.each([
    'no bleeding',
    'no clots and no heavy bleeding since the birth',
    'I’m not passing any clots anymore',
    'are small clots normal after delivery?',
    'which changing pad should I buy?',
  ])('does not call "%s" urgent', (message) => {
    expect(triage(message).urgent).toBe(false);
  });

  it('keeps a clot in the leg as a leg sign', () => {
    expect(triage('I have a blood clot in my leg').signs).toEqual(['leg']);
  });
});

describe('out-of-scope questions', () => {
  it.each([
    'which stroller brand is best?',
    'who won the super bowl?',
    'best dog food?',
    'write me a poem about spring',
    'how do I get my toddler to sleep through the night?',
  ])('"%s" retrieves nothing and gets a plain "don’t know"', (message) => {
    expect(retrieve(message, ctx(18))).toEqual([]);
    const out = answer(message, ctx(18));
    expect(out.sources).toEqual([]);
    expect(out.reply).toContain('I don’t know');
  });

  it('does not answer an unrelated message from the earlier topic', () => {
    expect(answer('tell me a joke', ctx(18, after('Can I take Tylenol?'))).sources).toEqual([]);
  });
});

describe('questions about her week', () => {
  it('cites the passage for her trimester and no warning sign', () => {
    for (const [message, week, trimester] of [
      ['what’s happening this week?', 33, 'trimester-third'],
      ['how is my baby developing?', 16, 'trimester-second'],
    ] as const) {
      expect(retrieve(message, ctx(week)).map((p) => p.id)).toEqual([trimester]);
      const cited = ids(message, ctx(week));
      expect(cited[0]).toBe(trimester);
      expect(cited.some((id) => id.startsWith('warning-'))).toBe(false);
    }
  });

  it('asks for her week when it is unknown', () => {
    expect(ids('how is my baby developing?', ctx(null))).toContain('app-profile');
  });
});

describe('the opening of an answer, once per conversation (issue 33)', () => {
  const OPENER = 'You’re at week 22, in your second trimester.';

  it('says her week and “Good question!” in the first answer only', () => {
    const first = answer('Can I eat sushi?', ctx(22)).reply;
    expect(first).toContain(OPENER);
    expect(first).toContain('Good question!');

    const later = answer('Which foods should I avoid?', ctx(22, after('Can I eat sushi?'))).reply;
    expect(later).not.toContain('You’re at week');
    expect(later).not.toContain('Good question!');
    // The guidance itself is unchanged.
    expect(later).toMatch(/^Here’s what the food-safety guidance says\./);
  });

  it('names the week in passing, not the opener, when she asks about her week later on', () => {
    const later = answer('What should I know this week?', ctx(22, after('Can I eat sushi?'))).reply;
    expect(later).not.toContain(OPENER);
    expect(later).toMatch(/^Here’s what’s timely for week 22\./);
  });

  it('still takes a week her message names', () => {
    const later = answer('I’m 30 weeks now, can I eat sushi?', ctx(22, after('Can I eat brie?'))).reply;
    expect(later).toContain('You’re at week 30');
  });

  it('keeps the urgent reply whole however far into the conversation', () => {
    const urgent = answer('I have heavy bleeding', ctx(22, after('Can I eat sushi?')));
    expect(urgent.urgent).toBe(true);
    expect(urgent.reply).toBe(answer('I have heavy bleeding', ctx(22)).reply);
  });
});

describe('retrieval fixes', () => {
  it('answers "what can you do?" about BLOOM itself', () => {
    expect(ids('what can you do?', ctx(20))).toEqual(['app-about-bloom']);
  });

  it('answers the fridge question from FDA’s food-safety advice', () => {
    const out = answer('what temperature should the fridge be?', ctx(22));
    expect(out.passages[0]?.id).toBe('food-storage');
    expect(out.sources[0]?.url).toContain('fda.gov/food/people-risk-foodborne-illness');
    expect(out.passages.some((p) => p.id === 'warning-fever')).toBe(false);
  });

  it('keeps the subject of the earlier message in a follow-up', () => {
    const nsaids = answer('and in the third trimester?', ctx(12, after('Can I take ibuprofen?')));
    expect(nsaids.passages[0]?.id).toBe('med-nsaids');
    expect(nsaids.reply).toContain('third trimester');
    expect(ids('and my mood?', ctx(24, after('how do I log a symptom?')))[0]).toBe('app-mood');
  });
});

describe('corpus and evaluation', () => {
  it('gives every passage its source organisation, URL and review date', () => {
    for (const record of chatCorpus) {
      expect(record.source.organization, record.id).not.toBe('');
      expect(record.source.url, record.id).not.toBe('');
      expect(record.source.reviewed, record.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('meets the chat quality bars on the evaluation set', () => {
    const report = evaluate(questions, 1);
    expect(report.failures).toEqual([]);
    expect(report.recall).toBeGreaterThanOrEqual(BARS.triageRecall);
    expect(report.precision).toBeGreaterThanOrEqual(BARS.triagePrecision);
    expect(report.hitRate).toBeGreaterThanOrEqual(BARS.hitRate);
    expect(questions.length).toBeGreaterThanOrEqual(150);
  });

  it('meets the triage bars on the held-out set, which is big enough to measure them', () => {
    const report = evaluate(heldOut, 1);
    expect(report.failures).toEqual([]);
    expect(heldOut.length).toBeGreaterThanOrEqual(400);
    expect(report.lookAlikes).toBeGreaterThanOrEqual(150);
    for (const sign of heldOutSigns) {
      expect(sign.distinct + sign.variants, sign.sign).toBeGreaterThanOrEqual(12);
      expect(sign.distinct, sign.sign).toBeGreaterThanOrEqual(sign.variants);
    }
  });
});
