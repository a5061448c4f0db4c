import type { Concept, Finding } from '../concept.ts';
import { CLAUSE_EDGE, HISTORY, HYPOTHETICAL, NEGATION, OTHER_PERSON } from '../lexicon.ts';
import { normalizeMessage } from '../normalize.ts';

// CDC: a fever of 100.4°F (38°C) or higher. Said as the word (fever, burning up,
// running a temperature) or as a thermometer reading, in °F or °C, with or without the
// unit. A reading below the threshold, or one of food, water or a room, is not a fever.
const FEVER_WORD =
  /\b(?:fever|fevers|feverish|febrile|burning up|temperature is (?:high|up|raised)|temp is (?:high|up)|(?:high|raised|elevated) (?:temp|temperature)|running a (?:temp|temperature|fever)|hot and shivery|chills and (?:sweats|a temp)|(?:have|having|got|with|and|getting) (?:the )?(?:chills|shivers|cold sweats|sweats and chills)|hot to the touch|burning hot|roasting and (?:shivering|freezing)|(?:hot|boiling) (?:then|and) (?:cold|freezing|shivering)|sweating and (?:shivering|freezing|shaking)|(?:shivering|freezing|shaking) and sweating|teeth (?:are )?chattering)\b/g;
const NOT_A_FEVER =
  /\b(?:hay|cabin|yellow|scarlet|baby|spring|dengue|disco|football|cabin|bieber|saturday night|jungle|gold|election|playoff|world cup) fever\b|\bfever (?:pitch|dreams?|tree|few|ray)\b|\b(?:game|match|crowd|stadium|fans|excitement|party|concert) [^.]{0,25}\bfever\b|\bfever (?:broke|is gone|went down|has gone)\b/;
const TEMP_CONTEXT = /\b(?:fever\w*|febrile|temp|temps|temperature|thermometer|degrees?|deg)\b|°/;
const NOT_BODY =
  /\b(?:fridge|refrigerator|freezer|oven|meat|chicken|beef|pork|turkey|lamb|fish|salmon|steak|food|foods|cook|cooked|cooking|bake|baking|water|bath|bathtub|tub|hot tub|jacuzzi|sauna|shower|pool|room|house|outside|weather|day|leftovers|egg|eggs|internal|grill|milk|coffee|tea|formula|thermostat|heater|car)\b/;
const READING =
  /(?<![\d.])(\d{2,3}(?:\.\d{1,2})?)\s*(?:°\s*|degrees?\s*|deg\s*)?(f|c|fahrenheit|celsius|centigrade)?\b(?!\s*(?:weeks?|wks?|w|days?|years?|yrs?|months?|lbs?|pounds?|kg|kilos?|oz|ounces?|minutes?|mins?|hours?|hrs?|mg|mcg|ml|percent|am|pm|bpm|times|cm|inches|%))/g;

export interface TemperatureReading {
  value: number;
  unit: 'F' | 'C';
  urgent: boolean;
}

/** Body-temperature readings in a sentence ("temp is 101", "38.5 C", "100.4°F"). */
export function parseTemperatures(sentence: string): TemperatureReading[] {
  const text = normalizeMessage(sentence);
  if (!TEMP_CONTEXT.test(text) || NOT_BODY.test(text)) return [];
  const readings: TemperatureReading[] = [];
  for (const match of text.matchAll(READING)) {
    const value = Number(match[1]);
    const unitWord = match[2];
    let unit: 'F' | 'C' | undefined;
    if (unitWord === 'f' || unitWord === 'fahrenheit') unit = 'F';
    else if (unitWord !== undefined) unit = 'C';
    else if (value >= 34 && value <= 43) unit = 'C';
    else if (value >= 93 && value <= 110) unit = 'F';
    if (unit === undefined) continue;
    const plausible = unit === 'C' ? value >= 34 && value <= 43 : value >= 93 && value <= 110;
    if (!plausible) continue;
    readings.push({ value, unit, urgent: unit === 'C' ? value >= 38 : value >= 100.4 });
  }
  return readings;
}

function before(sentence: string, index: number): string {
  let from = 0;
  for (const edge of sentence.matchAll(CLAUSE_EDGE))
    if (edge.index + edge[0].length <= index) from = edge.index + edge[0].length;
  return sentence.slice(from, index).trim().split(/\s+/).slice(-4).join(' ');
}

function feverIn(sentence: string, question: boolean): Finding {
  if (NOT_A_FEVER.test(sentence)) return null;
  if (HISTORY.test(sentence) || OTHER_PERSON.test(sentence)) return null;
  const hypothetical = HYPOTHETICAL.test(sentence);
  const readings = parseTemperatures(sentence);
  if (readings.length > 0) {
    // A measured reading is about her whatever the phrasing, unless it is cancelled.
    if (!readings.some((reading) => reading.urgent)) return null;
    const negated = [...sentence.matchAll(FEVER_WORD)].some((m) => NEGATION.test(before(sentence, m.index)));
    if (negated) return null;
    return hypothetical ? 'mentioned' : 'urgent';
  }
  for (const match of sentence.matchAll(FEVER_WORD)) {
    if (NEGATION.test(before(sentence, match.index))) continue;
    return question || hypothetical ? 'mentioned' : 'urgent';
  }
  return null;
}

export const fever: Concept = {
  id: 'fever',
  says: 'a fever of 100.4°F (38°C) or higher',
  passageId: 'warning-fever',
  guidance: 'A fever of 100.4°F (38°C) or higher is an urgent warning sign.',
  patterns: [],
  negatable: true,
  custom: feverIn,
};
