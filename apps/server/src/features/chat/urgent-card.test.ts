import { ChatActionLabels, chatMessageListSchema, type ChatAction } from '@bloom/contract';
import { TELEPHONE } from '@bloom/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { chatActions, telHref } from './actions.ts';
import { ask as askChat, parseSse, saveMessage } from './test-kit.ts';

// Issue 29: the urgent card's real buttons, the week she states, and a partner's own wording.

const hrefs = (actions: ChatAction[]) => actions.map((a) => `${a.label} ${a.href}`);

describe('the urgent call card over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (headers: { authorization: string }, message: string) => askChat(t.app, headers, message);

  it('gives "Call 911" and "Call my provider" with her provider’s number', async () => {
    const user = await t.createUser({ providerPhone: '+1 (555) 010-2030' });
    const out = await ask(user.headers, 'my water just broke');
    expect(out.reply.startsWith(TELEPHONE)).toBe(true);
    expect(hrefs(out.actions)).toEqual([
      `${ChatActionLabels['call-911']} tel:911`,
      'Call my provider tel:+15550102030',
    ]);
  });

  it('has no provider button when her profile has no provider phone', async () => {
    const user = await t.createUser();
    expect(hrefs((await ask(user.headers, 'I am bleeding heavily')).actions)).toEqual(['Call 911 tel:911']);
  });

  it('gives 988 to call or text, and 911, with warm words, for thoughts of self-harm said indirectly', async () => {
    const user = await t.createUser({ providerPhone: '555 010 9999' });
    const out = await ask(user.headers, 'cant go on anymore, i just want to end it');
    expect(out.reply).toContain('988');
    expect(out.reply).toContain('911');
    expect(out.reply).toContain('really glad you told me');
    expect(out.reply).not.toMatch(/don’t know/);
    expect(hrefs(out.actions)).toEqual([
      'Call 988 tel:988',
      'Text 988 sms:988',
      'Call 911 tel:911',
      'Call my provider tel:5550109999',
    ]);
  });

  it('gives no buttons to an ordinary answer', async () => {
    const user = await t.createUser({ providerPhone: '5550102030' });
    expect((await ask(user.headers, 'Can I eat sushi?')).actions).toEqual([]);
  });

  it('sends the buttons with the streamed reply and with the card read back from her history', async () => {
    const user = await t.createUser({ providerPhone: '5550102030' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/text/stream',
      headers: user.headers,
      payload: { message: 'fluid gushing down my legs at 33 weeks' },
    });
    const done = parseSse(res.body).find((e) => e.event === 'done')!.data as { reply: string; actions: ChatAction[] };
    expect(hrefs(done.actions)).toEqual(['Call 911 tel:911', 'Call my provider tel:5550102030']);
    expect((await saveMessage(t.app, user.headers, 'fluid gushing down my legs at 33 weeks', true)).statusCode).toBe(
      201,
    );
    expect((await saveMessage(t.app, user.headers, done.reply, false)).statusCode).toBe(201);
    const list = chatMessageListSchema.parse(
      (await t.app.inject({ url: '/api/chat/messages', headers: user.headers })).json(),
    );
    expect(list[0]?.actions).toBeUndefined();
    expect(hrefs(list[1]?.actions ?? [])).toEqual(['Call 911 tel:911', 'Call my provider tel:5550102030']);
  });

  it('uses the week she states in the message in the script, else her profile’s', async () => {
    const user = await t.createUser({ pregnancyWeeks: 20 });
    const stated = (await ask(user.headers, 'fluid gushing down my legs at 33 weeks')).reply;
    expect(stated).toContain('“I am pregnant (week 33) and I have fluid leaking');
    expect(stated).not.toContain('week 20');
    expect((await ask(user.headers, 'my water broke')).reply).toContain('“I am pregnant (week 20)');
  });

  it('does not tell her she is at a week she only asks about, and answers the question', async () => {
    const user = await t.createUser({ pregnancyWeeks: 12 });
    const reply = (await ask(user.headers, 'is it safe to fly at 30 weeks?')).reply;
    expect(reply).toMatch(/travel/i);
    expect(reply).not.toContain('You’re at week 30');
    expect(reply).not.toContain('You’re at week 12');
  });

  it('does not urge kick counting at week 9', async () => {
    const user = await t.createUser({ pregnancyWeeks: 9 });
    const out = await ask(user.headers, 'how do I do kick counts?');
    expect(out.reply).toContain('too early to feel your baby move');
    expect(out.reply).not.toMatch(/10 movements/);
  });

  it('answers "what is the daily caffeine limit" with the health answer, not the chat allowance', async () => {
    const user = await t.createUser();
    const reply = (await ask(user.headers, 'what is the daily caffeine limit')).reply;
    expect(reply).toContain('200 mg');
    expect(reply).not.toMatch(/chat session/i);
  });

  it('gives a partner describing his own symptom general advice without "I am pregnant"', async () => {
    const partner = await t.createUser({ isPregnant: false, gender: 'male', firstName: 'Sam' });
    const out = await ask(partner.headers, 'I have crushing chest pain');
    expect(out.reply).toContain('Call 911 or your doctor now');
    expect(out.reply).toContain('“I have chest pain or a fast-beating heart.”');
    expect(out.reply).not.toMatch(/pregnan|maternal/i);
    expect(hrefs(out.actions)).toEqual(['Call 911 tel:911']);
  });

  it('gives a partner asking about her a script in his words about her', async () => {
    const partner = await t.createUser({ isPregnant: false, gender: 'male' });
    const reply = (await ask(partner.headers, 'my wife is bleeding a lot')).reply;
    expect(reply).toContain('“My partner is pregnant');
    expect(reply).toContain('and has vaginal bleeding');
    expect(reply).not.toContain('I am pregnant');
    // The baby's movements can only be hers.
    expect((await ask(partner.headers, 'the baby hasnt moved all day')).reply).toContain('“My partner is pregnant');
  });
});

describe('chatActions', () => {
  it('reads the buttons from the reply itself', () => {
    expect(chatActions('Here is what the guidance says.', '5550102030')).toEqual([]);
    expect(chatActions(`${TELEPHONE} Call 911 or your provider now`, null).map((a) => a.kind)).toEqual(['call-911']);
  });

  it('makes a tel: link of the digits of her provider’s number', () => {
    expect(telHref(' +1 (555) 010-2030 ')).toBe('tel:+15550102030');
    expect(telHref('555.010.2030 ext')).toBe('tel:5550102030');
    expect(telHref('no')).toBeNull();
  });
});
