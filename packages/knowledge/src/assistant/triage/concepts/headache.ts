import type { Concept } from '../concept.ts';
import { alt, gap, near, PERSISTS, rx, SEVERE } from '../lexicon.ts';

// CDC: a headache that won't go away or gets worse over time. Reported as the word
// ("headache", "migraine") or as the head hurting ("head is pounding", "pain in my
// head"), with an intensity or a persistence word; a mild one that lasts counts too.
const HEADACHE = alt([
  'headaches?',
  'migraines?',
  'head ?aches?',
  'head pain',
  'pain in my head',
  'pain in (?:the )?back of my head',
]);
const HEAD_HURTS = alt([
  'head (?:is |keeps )?(?:hurting|hurts|pounding|throbbing|splitting|killing (?:me|her)|aching|aches|exploding)',
  'head feels like (?:its |it is )?(?:going to |gonna )?(?:explode|exploding|splitting|in a vise|being squeezed)',
]);
// Where it hurts, and how people picture the pain: drilling, hammering, a vice, a
// band, splitting open, about to explode.
const HEAD_PART = alt([
  'head',
  'skull',
  'forehead',
  'temples?',
  'behind my eyes',
  'behind (?:my|her) eyes?',
  'back of my head',
  'base of my skull',
  'brain',
  'noggin',
]);
const HEAD_METAPHOR = alt([
  'drill\\w*',
  'hammer\\w*',
  'jackhammer\\w*',
  'banging',
  'pound\\w*',
  'throb\\w*',
  'stabb?\\w*',
  'split\\w*',
  'split open',
  'crack(?:ing)? open',
  'squeez\\w*',
  'crush\\w*',
  'vi[cs]e',
  'tight band',
  'band around',
  'explod\\w*',
  'explode',
  'burst\\w*',
  'ice pick',
  'knife',
  'on fire',
  'killing (?:me|her)',
  'thunderclap',
  'like a drum',
  'pressure',
]);
const WORST_EVER = alt(['worst', 'never had (?:a |such a )?(?:bad|worse)', 'never felt (?:a |such a )?(?:bad|worse)']);
const PAINKILLER = alt(['tylenol', 'acetaminophen', 'paracetamol', 'medicine', 'meds', 'painkillers?', 'pills?']);
const NOT_HELPING = alt([
  'isnt',
  'is not',
  'not',
  'doesnt',
  'didnt',
  'wont',
  'hasnt',
  'did nothing',
  'does nothing',
  'nothing',
]);

export const headache: Concept = {
  id: 'headache',
  says: 'a headache that won’t go away or is getting worse',
  passageId: 'warning-headache',
  guidance: 'A headache that won’t go away or keeps getting worse is an urgent warning sign.',
  patterns: [
    rx(`\\b${SEVERE}\\s+${gap(2)}${HEADACHE}\\b`),
    rx(`\\b${WORST_EVER}\\b[^.]{0,25}?${HEADACHE}\\b|\\b${HEADACHE}\\b[^.]{0,25}?\\b(?:ever|of my life)\\b`),
    rx(near(`(?:${HEADACHE}|${HEAD_HURTS})`, PERSISTS, 45)),
    rx(
      `\\b(?:constant|persistent|nonstop|non stop|lingering|worsening|ongoing|unrelenting|relentless|never ending|neverending|\\d+ day)\\s+${HEADACHE}\\b`,
    ),
    rx(`\\b${PERSISTS}\\b[^.]{0,20}?\\b${HEADACHE}\\b`),
    rx(
      `\\b(?:head|headache|migraine)\\b[^.]{0,40}\\b${PAINKILLER}\\b[^.]{0,20}?\\b${NOT_HELPING}\\b(?:\\s+(?:help\\w*|work\\w*))?`,
    ),
    rx(
      `\\b${PAINKILLER}\\b[^.]{0,20}?\\b(?:did nothing|does nothing|isnt helping|not helping|didnt help|doesnt help)\\b[^.]{0,30}\\b(?:head|headache|migraine)`,
    ),
    rx(
      `\\bhead (?:is )?(?:killing (?:me|her)|hurts so (?:bad|much)|hurts really bad|is pounding|is splitting|is throbbing)\\b`,
    ),
    rx(`\\b${HEAD_HURTS}\\s+(?:so (?:bad|much)|really bad)\\b`),
    rx(
      `\\b(?:throbbing|pounding|splitting|stabbing)\\s+pain\\s+(?:in|behind)\\s+(?:my\\s+)?(?:head|eyes|temples?|forehead)\\b[^.]{0,40}\\b${PERSISTS}`,
    ),
    // The pain pictured: "drilling behind my eyes", "a vice squeezing my skull", "my head
    // feels like it will split open".
    rx(near(HEAD_METAPHOR, `(?:in|behind|around|across|inside|on)?\\s*(?:my\\s+|her\\s+|the\\s+)?${HEAD_PART}\\b`, 30)),
    rx(`\\b${HEAD_PART}\\b[^.]{0,30}?\\b${HEAD_METAPHOR}`),
    // A headache named with its force after it: "headache is so bad", "getting stronger".
    rx(
      `\\b${HEADACHE}\\s+(?:is\\s+|has been\\s+|keeps\\s+|feels\\s+|just\\s+)?(?:getting\\s+|gotten\\s+)?(?:so |really |very |super |way |insanely |unbelievably )?(?:bad|awful|terrible|horrible|intense|unbearable|excruciating|severe|brutal|insane|crazy|worse|stronger|blinding|debilitating)\\b`,
    ),
    rx(
      `\\b(?:${HEADACHE}|head)\\b[^.]{0,40}?\\b(?:had to lie (?:down )?in the dark|cant open my eyes|cant think straight|cant even think|cant look at (?:light|the light|my phone|screens?)|light hurts)\\b`,
    ),
  ],
  exclude:
    /\b(?:heads? up|head down|head start|head over|headed|heading|headline|headphones?|head of|baby|babys|nails?|hammering (?:in|away at)|drilling (?:in|next door)|neighbou?rs?|construction|music|spinning with|over heels|banging on)\b/,
  negatable: true,
  resolvable: true,
};
