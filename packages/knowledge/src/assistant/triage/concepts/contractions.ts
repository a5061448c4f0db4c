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
  '(?:lower |low )?back (?:pain|ache|aches|cramps?|pains)',
  '(?:belly|bump|stomach|tummy|uterus|abdomen|womb) (?:keeps )?(?:tighten\\w*|harden\\w*|clench\\w*|balls? up|balling up|contract\\w*|squeez\\w*|goes rock hard|gets rock hard)',
  'hardening',
  'pains?',
  'aches?',
  '(?:belly|bump|stomach|tummy|uterus|abdomen|womb) (?:keeps )?(?:go|goes|going|get|gets|getting|got|went|turns?|turning) (?:rock )?(?:hard|tight|stiff)',
  'tightens?(?: up)?',
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
  '(?:come|comes|coming) in waves',
  'in waves',
  'on and off every',
  'every (?:\\d+|few|couple of|ten|five|fifteen|twenty) (?:min|mins|minutes?)',
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
    rx(
      `\\b(?:regular|timed|strong|painful|frequent|consistent|rhythmic|real)\\s+(?:tightenings?|tightening|surges)\\b|\\b(?:regular|timed|frequent|consistent|rhythmic)\\s+(?:cramps|cramping|waves of pain)\\b`,
    ),
    rx(`\\bperiod(?: like| type)? cramp\\w*\\b[^.]{0,30}?\\b(?:come|comes|coming) and (?:go|goes|going)\\b`),
    // Saying she has contractions is a report; Braxton Hicks and questions are excluded.
    rx(
      `\\b(?:having|have|has|getting|got|feeling|feel|experiencing|started having|started getting|started|think im having|think i have|i think these are)\\s+(?:real\\s+|some\\s+|lots of\\s+|a lot of\\s+|more\\s+)?contractions?\\b`,
    ),
    // Pelvic pressure as if the baby is coming: a preterm labor sign.
    rx(
      `\\bpressure\\b(?![^.]*\\b(?:sometimes|occasionally|now and then|once in a while|on and off|when i (?:stand|walk|get up|sit)))[^.]{0,30}?\\b(?:down low|down there|in my (?:pelvis|vagina|bottom|cervix)|on my (?:cervix|bladder and bottom)|like (?:the )?baby (?:is )?(?:pushing|coming|falling|dropping|going to fall))|\\b(?:baby|something)\\s+(?:is\\s+|feels like (?:its|it is|he is|she is)\\s+)?(?:pushing|falling|coming|dropping|going to fall)\\s+out\\b`,
    ),
    // Naming it and nothing else is a report: "preterm labor", "early labour?".
    rx(`^(?:i think |think |maybe |possible |possibly |in )?(?:preterm|premature|early) labou?r\\s*$`),
  ],
  exclude:
    /\b(?:braxton hicks|practice contractions|how (?:do|to) (?:i )?time|stress test|time contractions|timing contractions|app)\b(?![^.]*\b(?:every \d|apart|regular)\b)/,
  negatable: true,
  resolvable: true,
};
