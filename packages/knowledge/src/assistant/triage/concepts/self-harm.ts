import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: thoughts about harming yourself or your baby. Said outright (kill myself,
// suicide, self harm) and, as often, indirectly: can't go on, want to end it, no point,
// everyone better off without me, don't want to be here, disappear, never wake up, take
// all my pills. Past and present both count and it is never cancelled by "no" or "not"
// (they are part of how it is said: "I don't want to live"), only by a plain denial of
// the thoughts themselves ("no thoughts of hurting myself").
const BABY = alt(['baby', 'newborn', 'infant', 'child', 'kid', 'son', 'daughter', 'him', 'her']);
const HARM_VERB = alt([
  'hurt',
  'hurting',
  'harm',
  'harming',
  'kill',
  'killing',
  'shake',
  'shaking',
  'smother',
  'smothering',
  'drown',
  'drowning',
  'suffocate',
  'suffocating',
  'drop',
  'dropping',
  'throw',
  'throwing',
]);
// Wanting or thinking of it, in the first person: "will" or "could" alone is a question
// about something else ("will caffeine hurt my baby?").
const WANTING = alt([
  'want',
  'wanting',
  'wanted',
  'wanna',
  'thoughts?',
  'thinking',
  'think',
  'thought',
  'urges?',
  'i am going',
  'im going',
  'im gonna',
  'i feel like',
  'feel like',
  'i might',
  'i could',
  'i will',
  'i would',
  'ill',
  'id',
  'afraid',
  'scared',
  'plan',
  'planning',
  'tempted',
  'considering',
  'wish',
  'wishing',
  'keep thinking',
  'images?',
  'fantasi\\w*',
  'intrusive thoughts?',
  'scary thoughts?',
]);

export const selfHarm: Concept = {
  id: 'self-harm',
  says: 'thoughts of harming myself or my baby',
  saysGeneral: 'thoughts of harming myself',
  passageId: 'warning-self-harm',
  guidance:
    'Thoughts about harming yourself or your baby are an urgent warning sign during pregnancy and the year after it.',
  patterns: [
    rx(
      `\\b(?:kill|killing|harm|harming|hurt(?!ing (?:my )?(?:back|legs?|feet|hips?))|hurting)\\s+myself\\b(?!\\s+(?:laughing|lifting|shaving|cooking|at the gym|at work|on the|by accident|accidentally|with the|when i (?:fell|slipped)))`,
    ),
    rx(
      `\\b${WANTING}\\s+(?:\\w+\\s+){0,3}(?:hurt|hurting|harm|harming|kill|killing|cut|cutting|end|ending)\\s+(?:myself|my life|it all|things|everything)\\b`,
    ),
    rx(`\\bsuicid\\w*`),
    rx(`\\bself ?harm\\w*|\\bcutting myself\\b`),
    rx(`\\b(?:end|ending|take|taking)\\s+(?:my own life|my life|it all|things)\\b`),
    rx(
      `\\b(?:want|wanted|wanna|going|wish i could|i just want|i just wanna|ready) to (?:die|end it|end this|be gone|disappear forever|not exist|not wake up|never wake up|sleep forever)\\b`,
    ),
    rx(
      `\\bwish (?:i was|i were|i could be|i wasnt|i werent|i had never been|i was never) (?:dead|alive|here|born|gone)\\b`,
    ),
    rx(
      `\\b(?:better off|fine|happier|better) (?:dead|without me|if i (?:was|were) gone|if i wasnt here|if i werent here)\\b`,
    ),
    rx(
      `\\b(?:dont|do not|no longer|not) want to (?:live|be alive|be here|exist|wake up|go on|do this anymore|keep going)\\b`,
    ),
    rx(
      `\\b(?:no|dont see (?:the|any)|dont see a|cant see (?:the|any)|whats the) (?:reason|point)\\b[^.]{0,30}?\\b(?:to live|in living|living|anymore|any more|in anything|in going on|in life|of living|of anything|in being here)\\b`,
    ),
    rx(`\\b(?:no point|no reason) (?:to live|in living|living|to go on|going on|anymore|in anything)\\b`),
    rx(`\\blife (?:isnt|is not|aint) worth (?:living|it)\\b`),
    rx(
      `\\b(?:cant|can not|cannot|dont think i can|unable to) (?:go on|keep going|do this|take it|take this|cope)(?: anymore| any more| much longer| like this)?\\b[^.]{0,60}\\b(?:end|die|gone|dead|disappear|over|anymore|any more|pills|myself)\\b`,
    ),
    rx(`\\b(?:cant|can not|cannot) go on (?:anymore|any more|living)\\b`),
    rx(`\\b(?:end it|end it all|ending it|ending it all|end things|end everything|make it (?:all )?stop forever)\\b`),
    rx(
      `\\b(?:take|taking|swallow|swallowing|overdose on|od on)\\s+(?:all|a (?:bunch|handful) of|the whole (?:bottle|pack) of|every one of)\\s+(?:my|the|those|these)?\\s*(?:pills|meds|tablets|medication|sleeping pills)\\b|\\boverdos\\w*`,
    ),
    rx(`\\b(?:disappear|vanish) (?:forever|for good|and never come back)\\b|\\b(?:never|not) wake up\\b`),
    rx(
      `\\b(?:nobody|no one|noone|no body|everyone|nobody else)\\s+(?:would|will|is going to|gonna)\\s+(?:even\\s+)?(?:miss me|care if i|notice if i|be better|be happier|be fine)\\b`,
    ),
    rx(`\\b(?:im|i am|i feel like|feel like|i feel)\\s+(?:just\\s+)?(?:a|such a|nothing but a)\\s+burden\\b`),
    rx(`\\b(?:hate|hating) (?:being alive|my life so much|living)\\b|\\btired of (?:living|being alive|life)\\b`),
    rx(
      `\\b(?:hang|hanging|cut|cutting|slit|slitting|shoot|shooting|stab|stabbing) (?:myself|my wrists?)\\b|\\b(?:jump|jumping|drive|driving) (?:off|in front of|into) (?:a|the) (?:bridge|building|roof|train|car|truck|tree|wall)\\b`,
    ),
    rx(
      `\\b(?:ill|i will|i might|i could|i would|id|im going to|i am going to|gonna|i want to|i wanna|afraid i will|afraid ill|scared i will|scared ill)\\s+${HARM_VERB}\\w*\\s+(?:my|the)\\s+${BABY}\\b`,
    ),
    rx(`\\b${WANTING}\\s+(?:of\\s+|about\\s+|to\\s+)?${HARM_VERB}\\s+(?:my|the)\\s+${BABY}\\b`),
    rx(`\\b(?:thoughts?|thinking|images?|urges?)\\s+(?:of|about)\\s+${HARM_VERB}\\s+(?:him|her|them|it)\\b`),
  ],
  // "Worried I'll drop the baby by accident" is a new parent's fear, and "cut myself
  // shaving" an everyday injury, not a wish to be harmed.
  exclude:
    /\b(?:by accident|accidentally|by mistake|laughing|lol|lmao|shaving|cooking|chopping|slicing|slipped|lifting|tripped|on (?:a|the) (?:glass|knife|can|paper|corner))\b/,
  denial:
    /\b(?:no|not|never|without|dont have|do not have|havent had|have not had|not having|no longer have)\s+(?:any\s+)?(?:thoughts?|urges?|plans?|intentions?)\s+(?:of|about|to)\b|\b(?:im not|i am not|not|never been|never felt)\s+suicidal\b|\b(?:would|will) never (?:hurt|harm)\b/,
  negatable: false,
  alwaysHers: true,
};
