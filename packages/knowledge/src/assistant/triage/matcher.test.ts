import { describe, expect, it } from 'vitest';
import { answer } from '../answer.ts';
import { assessFor, triage, urgentReply } from '../triage.ts';
import { CONCEPTS } from './concepts/index.ts';
import { assess, negates } from './matcher.ts';
import { normalizeMessage } from './normalize.ts';

const urgent = (message: string) => assess(message).urgent;

describe('negation', () => {
  it.each([
    ['no bleeding', 'bleeding'],
    ['I haven’t felt dizzy at all this week', 'dizziness'],
    ['no swelling in my face or hands', 'swelling'],
    ['my face isn’t swollen', 'swelling'],
    ['my water hasn’t broken yet', 'fluid'],
    ['no heavy bleeding since the birth', 'bleeding'],
  ])('"%s" is not %s', (message, sign) => {
    expect(urgent(message)).not.toContain(sign);
  });

  it('reaches only as far as the words that carry it', () => {
    expect(negates('i havent really felt any')).toBe(true);
    // "fit" ends the reach of "don't": the fingers are still swollen.
    expect(negates('my rings dont fit anymore my')).toBe(false);
    expect(urgent('my rings dont fit anymore my fingers are so swollen')).toEqual(['swelling']);
  });

  it('keeps each clause to itself', () => {
    expect(urgent('no fever, but I’m seeing spots')).toEqual(['vision']);
    expect(urgent('no bleeding but my headache won’t go away')).toEqual(['headache']);
  });

  it('never lets "not" cancel the baby’s movements, where it is the sign', () => {
    expect(urgent('no movement from the baby since this morning')).toEqual(['movement']);
    expect(urgent('i dont feel him moving anymore')).toEqual(['movement']);
  });

  it('treats "it’s not pee" as pointing to the waters', () => {
    expect(urgent('my underwear keeps getting wet and its not pee')).toEqual(['fluid']);
    expect(urgent('I leak a little pee when I sneeze')).toEqual([]);
  });
});

describe('time', () => {
  it.each([
    'I had a fever last year',
    'with my first baby my water broke at 38 weeks',
    'i fainted once when i was a teenager',
    'the bleeding stopped last week and my doctor said all good',
    'i threw up a lot in my first trimester but its better now',
    'headache is gone now',
  ])('a past or finished episode is calm: "%s"', (message) => {
    expect(urgent(message)).toEqual([]);
  });

  it('counts persistence as the sign: a headache for days, or getting worse', () => {
    expect(urgent('i have had a headache for like 2 days straight')).toEqual(['headache']);
    expect(urgent('my migraine keeps getting worse and worse')).toEqual(['headache']);
    expect(urgent('I have a headache')).toEqual([]);
  });
});

describe('intensity', () => {
  it('lets a mild common complaint pass and calls the severe one', () => {
    expect(urgent('a little short of breath climbing stairs')).toEqual([]);
    expect(urgent('short of breath even sitting still')).toEqual(['breathing']);
    expect(urgent('mild cramps on and off')).toEqual([]);
    expect(urgent('excruciating cramps in my lower belly')).toEqual(['belly-pain']);
    expect(urgent('my feet are a little swollen at night')).toEqual([]);
    expect(urgent('hands swelled up really bad all of a sudden')).toEqual(['swelling']);
    expect(urgent('im tired all the time')).toEqual([]);
    expect(urgent('so tired i literally cant get off the couch')).toEqual(['tiredness']);
  });
});

describe('how people type', () => {
  it.each([
    ['headach that wont go away', 'headache'],
    ['blury vision today', 'vision'],
    ['had a siezure an hour ago', 'seizure'],
    ['vomitting nonstop', 'vomiting'],
    ['i think im bleedin a lot', 'bleeding'],
    ['extremly tired', 'tiredness'],
    ['feeling dizy all day', 'dizziness'],
    ['contarctions every 5 minutes', 'contractions'],
    ['MY WATER BROKE', 'fluid'],
    ['everythings gone blurry', 'vision'],
  ])('reads "%s" as %s', (message, sign) => {
    expect(urgent(message)).toContain(sign);
  });

  it('corrects a typo only to a symptom word, never a real word that looks close', () => {
    expect(normalizeMessage('contarctions')).toBe('contractions');
    expect(normalizeMessage('the smelling and the spelling')).toBe('the smelling and the spelling');
    expect(normalizeMessage('I’m')).toBe('im');
  });
});

describe('self-harm and harm to the baby', () => {
  it.each([
    'cant go on anymore, i just want to end it',
    'everyone would be better off without me',
    'no point living like this',
    'I just want to disappear forever',
    'ive been thinking about taking all my pills at once',
    'nobody would miss me if i was gone',
    'had a scary thought about smothering the baby',
    'I wanted to kill myself when I was 16 and the thoughts are back',
  ])('hears "%s"', (message) => {
    expect(triage(message)).toMatchObject({ urgent: true, selfHarm: true });
  });

  it.each([
    'no thoughts of hurting myself, just stressed about money',
    'will caffeine hurt my baby?',
    'i cut myself shaving my legs',
    'dying laughing at this video',
    'i want to end my gym membership',
  ])('lets "%s" pass', (message) => {
    expect(triage(message).selfHarm).toBe(false);
  });

  it('answers with 988 and 911 and warm words, never "I don’t know"', () => {
    const out = answer('cant go on anymore, i just want to end it', { history: [], week: 20, firstName: 'Maya' });
    expect(out.urgent).toBe(true);
    expect(out.reply).toContain('Call or text 988');
    expect(out.reply).toContain('**911**');
    expect(out.reply).toContain('You are not alone');
    expect(out.reply).not.toMatch(/don’t know|do not know/);
  });
});

describe('general questions and reports', () => {
  it('makes a question about a sign "mentioned", not urgent', () => {
    expect(assess('how do i know if my water broke')).toEqual({ urgent: [], mentioned: ['fluid'] });
    expect(assess('what fever is too high when pregnant')).toEqual({ urgent: [], mentioned: ['fever'] });
    expect(assess('can not breathe properly').urgent).toEqual(['breathing']);
  });

  it('hears a sign named on its own as a report', () => {
    expect(urgent('preterm labor')).toEqual(['contractions']);
    expect(urgent('seizure')).toEqual(['seizure']);
  });

  it('does not treat "I can’t feel the baby" as the sign before movements can be felt', () => {
    expect(assessFor('i cant feel the baby move', { week: 9, history: [] }).urgent).toEqual([]);
    expect(assessFor('i cant feel the baby move', { week: 30, history: [] }).urgent).toEqual(['movement']);
    expect(assessFor('i cant feel the baby move at 32 weeks', { week: 9, history: [] }).urgent).toEqual(['movement']);
  });
});

describe('the script', () => {
  const ctx = { history: [], week: 20, firstName: null };

  it('uses the week she states over her profile’s', () => {
    const reply = urgentReply(
      triage('fluid gushing down my legs at 33 weeks'),
      ctx,
      'fluid gushing down my legs at 33 weeks',
    );
    expect(reply).toContain('“I am pregnant (week 33) and I have fluid leaking');
  });

  it('speaks for a partner: about her, or about himself without pregnancy words', () => {
    const partner = { ...ctx, week: null, isPregnant: false };
    expect(urgentReply(triage('she had a seizure'), partner, 'she had a seizure')).toContain(
      '“My partner is pregnant (or was in the past year) and has had a seizure.”',
    );
    const own = urgentReply(triage('I feel like I’m going to faint'), partner, 'I feel like I’m going to faint');
    expect(own).toContain('“I have dizziness or fainting.”');
    expect(own).not.toMatch(/pregnan|maternal/i);
  });

  it('has one concept file per sign, each with its says and guidance', () => {
    expect(CONCEPTS.map((c) => c.id).sort()).toEqual(
      [
        'belly-pain',
        'bleeding',
        'breathing',
        'chest',
        'contractions',
        'dizziness',
        'fever',
        'fluid',
        'headache',
        'leg',
        'movement',
        'seizure',
        'self-harm',
        'swelling',
        'tiredness',
        'vision',
        'vomiting',
      ].sort(),
    );
    for (const concept of CONCEPTS) expect(concept.guidance, concept.id).not.toBe('');
  });
});

// Classes of lay phrasing an independent blind set found missing (decision 012): each
// case names the class in words of its own, not a sentence from an evaluation set.
describe('lay vocabulary by class', () => {
  it.each([
    ['i sometimes hope i dont wake up in the morning', 'self-harm'],
    ['honestly there is no reason for me to carry on', 'self-harm'],
    ['i keep picturing hurting him on purpose and it frightens me', 'self-harm'],
    ['she is less wiggly than she usually is', 'movement'],
    ['the kicks have gotten fainter since yesterday', 'movement'],
    ['specks drifting across my eyes all evening', 'vision'],
    ['zigzag shimmering at the edge of my sight', 'vision'],
    ['cant get my engagement ring off and my fingers are fat', 'swelling'],
    ['my face ballooned this afternoon', 'swelling'],
    ['like a brick pressing down on my chest', 'chest'],
    ['a band tightening round my chest', 'chest'],
    ['feels like a vise on my forehead', 'headache'],
    ['she went rigid and her eyes rolled back', 'seizure'],
    ['my belly balls up every 6 minutes', 'contractions'],
  ])('hears "%s" as %s', (message, sign) => {
    expect(urgent(message)).toContain(sign);
  });

  it.each([
    'the pool floaters keep drifting to the deep end',
    'the gutter is leaking again',
    'my highlighter bled through the page',
    'the final was played at fever pitch',
    'i just want to squeeze my baby forever',
    'i imagine dropping her off at daycare on my first day back',
    'my husband says i look tired',
    'the shoes i ordered dont fit',
  ])('keeps "%s" calm', (message) => {
    expect(urgent(message)).toEqual([]);
  });

  it('never lets an exclusion match everything (an empty alternative would silence a sign)', () => {
    for (const concept of CONCEPTS) {
      for (const rule of [concept.exclude, concept.excludeSentence, concept.denial]) {
        if (rule) expect(rule.test('i have it now'), concept.id).toBe(false);
      }
    }
  });
});

describe('another sense of the words, anywhere in the message', () => {
  it('lets a blocked nose explain "can’t breathe through it", and still hears breathlessness on exertion', () => {
    expect(triage('my nose is stuffy and i cant breathe through it at night').urgent).toBe(false);
    expect(triage('having trouble catching my breath just walking to the kitchen').urgent).toBe(true);
  });

  it('reads "seizure" of goods or a ship as the legal sense', () => {
    expect(triage('we watched a film about the seizure of a ship').urgent).toBe(false);
    expect(triage('she is having a seizure and not answering me').urgent).toBe(true);
  });
});
