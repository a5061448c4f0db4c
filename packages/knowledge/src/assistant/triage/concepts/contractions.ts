import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// ACOG: regular contractions before 37 weeks can be preterm labor. Said as contractions,
// tightenings, the belly going hard, or period-like cramps or waves of pain that come
// at a regular rhythm ("every 5 minutes", "8 min apart", "coming and going regularly"),
// or as thinking labor has started early. Braxton Hicks and questions about timing are not it.
const SURGE = alt([
  'contractions?',
  'tightenings?',
  'tightening',
  'tightness',
  'surges?',
  'waves of pain',
  'cramps?',
  'cramping',
  'period like cramps?',
  'period cramps?',
  'belly (?:keeps )?(?:getting|going|gets|goes) (?:hard|tight)',
  'bump (?:keeps )?(?:getting|going|gets|goes) (?:hard|tight)',
  'stomach (?:keeps )?(?:getting|going|gets|goes) (?:hard|tight)',
  'uterus (?:keeps )?(?:getting|going|gets|goes) (?:hard|tight)',
  'pressure',
]);
const RHYTHM = alt([
  'every \\d+(?: to \\d+)? ?(?:min|mins|minutes?)',
  'every few minutes',
  'every couple (?:of )?minutes',
  'every (?:five|ten|two|three|four|six|seven|eight|nine|fifteen|twenty) minutes',
  '\\d+ ?(?:min|mins|minutes?) apart',
  'minutes apart',
  '(?:come|comes|coming) and (?:go|goes|going) (?:regularly|every|like clockwork)',
  'coming and going every',
  'regularly',
  'like clockwork',
  'closer together',
  'getting closer',
  'every \\d+ ?(?:min|mins|minutes?)',
]);

export const contractions: Concept = {
  id: 'contractions',
  says: 'regular contractions',
  passageId: 'warning-seizure-contractions',
  guidance: 'Regular contractions before 37 weeks can be preterm labor, which ACOG guidance treats as urgent.',
  patterns: [
    rx(`\\b${SURGE}\\b[^.]{0,50}?\\b${RHYTHM}`),
    rx(`\\b(?:regular|timed|strong|painful|frequent|consistent|rhythmic|real)\\s+contractions?\\b`),
    rx(
      `\\bcontractions?\\b[^.]{0,30}?\\b(?:getting (?:stronger|closer|worse|longer)|closer together|wont stop|dont stop|keep coming|are regular|started|starting|coming)\\b`,
    ),
    rx(
      `\\b(?:im|i am|think im|pretty sure im|i might be|maybe im|i may be|am i|going into|gone into|went into|started|starting|go into)\\s+(?:in\\s+)?(?:preterm\\s+|early\\s+|premature\\s+)?labou?r\\b`,
    ),
    rx(
      `\\b(?:preterm|premature|early)\\s+labou?r\\b(?=[^.]*\\b(?:im|i am|i think|having|started|now|right now|only|weeks?|wks?)\\b)`,
    ),
    // Naming it and nothing else is a report: "preterm labor", "early labour?".
    rx(`^(?:i think |think |maybe |possible |possibly |in )?(?:preterm|premature|early) labou?r\\s*$`),
  ],
  exclude:
    /\b(?:braxton hicks|practice contractions|how (?:do|to) (?:i )?time|stress test|time contractions|timing contractions|app)\b(?![^.]*\b(?:every \d|apart|regular)\b)/,
  negatable: true,
  resolvable: true,
};
