import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: overwhelming tiredness. Said as tiredness or exhaustion marked as extreme, or as
// being too tired or weak to do the everyday (get up, get off the couch, stay awake,
// function). Being tired in pregnancy is common: plain "tired" is not this sign.
const TIRED = alt([
  'tiredness',
  'fatigue',
  'fatigued',
  'exhaustion',
  'exhausted',
  'tired',
  'weakness',
  'weak',
  'worn out',
  'wiped out',
  'drained',
]);
const EXTREME = alt([
  'overwhelming',
  'overwhelmingly',
  'extreme',
  'extremely',
  'severe',
  'severely',
  'crushing',
  'debilitating',
  'unbearable',
  'unusual',
  'unusually',
  'excessive',
  'excessively',
  'abnormal',
  'abnormally',
  'insanely',
  'incredibly',
  'beyond',
  'completely',
  'totally',
  'bone',
]);
const CANT_DO = alt([
  'get up',
  'get out of bed',
  'get off the couch',
  'get off the sofa',
  'get off the bed',
  'function',
  'move',
  'stand',
  'walk',
  'care for',
  'take care',
  'do anything',
  'stay awake',
  'lift',
  'keep my eyes open',
  'hold my head up',
  'think straight',
  'barely lift',
  'barely move',
  'barely stand',
  'barely walk',
  'barely function',
]);

export const tiredness: Concept = {
  id: 'tiredness',
  says: 'overwhelming tiredness',
  saysGeneral: 'overwhelming tiredness',
  passageId: 'warning-tiredness',
  guidance: 'Overwhelming tiredness is an urgent warning sign.',
  patterns: [
    rx(`\\b${EXTREME}\\s+(?:\\w+\\s+)?${TIRED}\\b`),
    rx(
      `\\b(?:too|so|really|very|super)\\s+(?:tired|exhausted|weak|fatigued|drained|worn out|wiped out)\\b[^.]{0,30}?\\b(?:cant|can not|cannot|unable to|couldnt|can barely|could barely|to)\\s+(?:even\\s+)?${CANT_DO}\\b`,
    ),
    rx(`\\b${TIRED}\\b[^.]{0,30}?\\b(?:cant|can not|cannot|can barely|could barely)\\s+(?:even\\s+)?(?:${CANT_DO})\\b`),
    rx(`\\b(?:cant|can not|cannot) (?:stay awake|keep my eyes open|get out of bed|function|hold my head up)\\b`),
    rx(`\\b(?:can barely|could barely) (?:lift my arms|move|stand|walk|function|stay awake)\\b`),
    rx(`\\b${TIRED}\\s+beyond\\b|\\b(?:never|never been) (?:this|so) (?:tired|exhausted)\\b`),
  ],
  exclude:
    /\b(?:after (?:a|the) nap|fine after|lol|haha|from packing|from work|from the screen|eyes are tired|tired of|sick and tired)\b/,
  negatable: true,
  mildExempt: true,
};
