import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: dizziness or fainting. Said as the feeling (dizzy, woozy, lightheaded, the room
// spinning), as fainting (passed out, blacked out, everything went black, woke up on
// the floor) or as being about to faint.
const DIZZY = alt([
  'dizzy',
  'dizziness',
  'dizzy spells?',
  'lightheaded',
  'light headed',
  'lightheadedness',
  'woozy',
  'vertigo',
  'off balance',
  'unsteady on my feet',
]);
const FAINTED = alt([
  'fainted',
  'fainting',
  'faint spells?',
  'passed out',
  'pass(?:ing)? out',
  'blacked out',
  'black(?:ing)? out',
  'lost consciousness',
  'losing consciousness',
  'collapsed',
  'went black',
  'went dark',
  'everything went (?:black|dark|white)',
  'woke up on the (?:floor|ground|bathroom floor)',
  'came to on the floor',
  'keeled over',
]);

export const dizziness: Concept = {
  id: 'dizziness',
  says: 'dizziness or fainting',
  passageId: 'warning-dizziness',
  guidance: 'Dizziness or fainting is an urgent warning sign.',
  patterns: [
    rx(`\\b${DIZZY}\\b`),
    rx(`\\b${FAINTED}\\b`),
    rx(
      `\\b(?:feel|feeling|felt|going to|gonna|about to|might|almost|keep|keeps|kept)\\s+(?:really |very |so |super |like i (?:might|will|could|am going to|m going to|m gonna) |like im (?:going to|gonna|about to) )?(?:faint|fainting|pass out|passing out|black out)\\b`,
    ),
    rx(`\\b(?:room|everything|head|world) (?:is |keeps |was |started |starts )?(?:spinning|spins|spun|tilting)\\b`),
  ],
  exclude:
    /\b(?:invitations|flyers|blackout curtains|blinds|windows|spinning (?:with|from|over|about) (?:all|so many|the|these|those|ideas|names|thoughts|information|info|choices|options|plans)|spin class|power went|lights went|screen went|tv went|phone went)\b/,
  negatable: true,
  resolvable: true,
  mildExempt: true,
};
