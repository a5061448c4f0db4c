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
  // Lay words for going down.
  'conked out',
  'zonked out',
  'out cold',
  'went limp',
  'swoon\\w*',
  'hit the (?:floor|ground|deck)',
  'came to',
  'greyed out',
  'grayed out',
  'whited out',
  'lost (?:my )?balance',
  'legs (?:gave way|gave out|buckled|went to jelly|turned to jelly)',
  'knees (?:gave way|gave out|buckled)',
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
    rx(
      `\\b(?:room|everything|head|world|ceiling|floor|walls?|ground) (?:is |keeps |was |started |starts |goes |go |went |keep )?(?:spinning|spins|spun|tilting|tilts|tilted|swaying|sways|moving|whirling|turning|going (?:round|around)|round|around)\\b`,
    ),
    // The spins, round and round, about to go down.
    rx(`\\bthe spins\\b|\\bround (?:and )?round\\b|\\bgoing round in circles\\b`),
    rx(
      `\\b(?:almost|nearly|about to|going to|gonna|like i (?:will|would|might)|like im going to|like im gonna) (?:go(?:ing)? down|went down|hit the (?:floor|ground)|collapse|collaps\\w+|keel over|drop|topple over|fall over|fell over)\\b|\\b(?:keep|kept) (?:going down|collapsing|keeling over|hitting the floor)\\b`,
    ),
    rx(`\\b(?:i|she)\\s+(?:just\\s+)?went down\\b(?!\\s+(?:to|the|stairs|a size|\\d))`),
    rx(
      `\\b(?:like (?:im|i am) )?(?:on a boat|seasick|drunk)\\b(?=[^.]*\\b(?:room|floor|spin\\w*|balance|stand|walk|head)\\b)`,
    ),
  ],
  exclude:
    /\b(?:invitations|flyers|blackout curtains|blinds|windows|spinning (?:with|from|over|about) (?:all|so many|the|these|those|ideas|names|thoughts|information|info|choices|options|plans)|spin class|ice|icy|slipped|slippery|tripped|skating|skates|yoga|bike|surfing|paddle ?board|car spun|spun me around|spun around with|power went|lights went|screen went|tv went|phone went)\b/,
  negatable: true,
  resolvable: true,
  mildExempt: true,
};
