// Word classes shared by the concepts: intensity, persistence, time, negation, past
// episodes, other people, and the way a message asks about a sign rather than
// reporting one. Everything here works on normalised text (normalize.ts): lower case,
// no apostrophes ("dont", "cant", "im"), common misspellings already corrected.

/** An alternation of phrases, longest first, spaces matching any run of spaces. */
export function alt(phrases: readonly string[]): string {
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map((p) => p.trim().replace(/ +/g, '\\s+')).join('|')})`;
}

/** Up to `n` words of filler ("really", "so", "my", …) between two parts of a phrase. */
export const gap = (n: number) => `(?:\\w+\\s+){0,${n}}?`;

/** `a`, then within `chars` characters of the same sentence, `b`. */
export function near(a: string, b: string, chars = 30): string {
  return `\\b${a}\\b[^.]{0,${chars}}?\\b${b}`;
}

export const rx = (source: string) => new RegExp(source, 'g');

export const INTENSE_WORDS = [
  'severe',
  'severely',
  'bad',
  'really bad',
  'very bad',
  'so bad',
  'terrible',
  'awful',
  'worst',
  'intense',
  'extreme',
  'extremely',
  'excruciating',
  'unbearable',
  'horrible',
  'horrendous',
  'agonizing',
  'crippling',
  'debilitating',
  'splitting',
  'pounding',
  'throbbing',
  'crushing',
  'massive',
  'killer',
  'sharp',
  'stabbing',
  'insane',
  'crazy',
  'brutal',
  'blinding',
];
export const SEVERE = alt(INTENSE_WORDS);

/** Words that say a sign goes on or gets worse ("won't go away", "for 2 days", "no matter what"). */
export const PERSISTS = alt([
  ...[
    'wont',
    'doesnt',
    'does not',
    'will not',
    'isnt',
    'is not',
    'not',
    'hasnt',
    'has not',
    'didnt',
    'did not',
    'cant',
    'can not',
    'cannot',
  ].flatMap((not) =>
    [
      'go away',
      'going away',
      'gone away',
      'stop',
      'stopping',
      'stopped',
      'get better',
      'getting better',
      'go down',
      'ease',
      'easing',
      'eased',
      'improve',
      'improving',
      'let up',
      'letting up',
      'budge',
      'quit',
      'leave',
      'shake it',
      'get rid of it',
      'get rid of this',
      'get rid of',
    ].map((verb) => `${not} ${verb}`),
  ),
  'getting worse',
  'gets worse',
  'got worse',
  'keeps getting worse',
  'worse and worse',
  'worsening',
  'all day',
  'all night',
  'since yesterday',
  'since last night',
  'since this morning',
  'for days',
  'for hours',
  'nonstop',
  'non stop',
  'constant',
  'constantly',
  'every day',
  'keeps coming back',
  'nothing helps',
  'nothing is helping',
  'nothing works',
  'no matter what',
  'for (?:like |about |almost |over )?(?:two|three|four|five|several|many|\\d+) (?:days|hours)',
  '(?:two|three|four|\\d+) days straight',
  'straight for (?:two|three|\\d+) days',
  'for ages',
  // How people say it keeps on without the usual words.
  'keeps getting stronger',
  'getting stronger',
  'gets stronger',
  'stronger and stronger',
  'been hours',
  'hours now',
  'days now',
  'for a while now',
  'since i woke up',
  'since (?:the )?(?:morning|lunch|breakfast|dinner|noon|midnight|last night|yesterday|\\d+ ?(?:am|pm|oclock))',
  'since i got up',
  'all morning',
  'all afternoon',
  'all evening',
  'even after (?:sleeping|sleep|a nap|napping|resting|rest|lying down|eating|water|tylenol|meds|medicine)',
  '(?:arent|isnt|not|didnt|dont|doesnt) (?:even )?(?:touching|touch|making a dent in) (?:it|this)',
  'nothing (?:is working|seems to help|seems to work|touches it|takes it away)',
  'still there',
  'still going',
  'on and on',
]);

export const NEGATION =
  /\b(?:no|not|never|without|dont|doesnt|didnt|havent|hasnt|hadnt|isnt|arent|wasnt|werent|nor|zero|denies|deny|none|free of|absence of|nothing like|cant say i)\b/;

/** Words that may stand between a negation and the sign it negates ("I haven't really felt any …"). */
export const NEGATION_BRIDGE = new Set(
  (
    'a an any the my have has had having feel feeling felt get getting got see seeing saw notice noticed noticing ' +
    'think i im am is are was were been being really much more signs sign of at all too so very such experience ' +
    'experiencing experienced real like it its that this some sort kind any anything further longer more major ' +
    'serious big bad new single bit real sudden actual her his heavy heavier severe sharp vaginal unusual ' +
    'significant bright red major strong regular obvious noticeable more'
  ).split(' '),
);

/** A negation inside a matched phrase ("water hasnt broken"). */
export const INNER_NEGATION = /\b(?:not|never|hasnt|havent|isnt|arent|didnt|doesnt|dont|wasnt|werent|no)\b/;

export const UNCERTAIN =
  /\b(?:(?:im |i am )?not (?:sure|certain)(?: if| whether)?|(?:dont|do not) know (?:if|whether)|cant tell (?:if|whether)|no idea (?:if|whether)|never (?:had|felt|experienced|seen) (?:such|so|anything like|this|a worse)|not just)\b/g;

/** After the sign: it is over ("is gone now", "stopped", "broke"). */
export const RESOLVED_AFTER =
  /^\s*(?:\w+\s+){0,2}?(?:is gone|are gone|has gone|have gone|went away|go away now|has stopped|have stopped|stopped|stopped now|resolved|cleared up|broke|has broken|passed|is over|anymore|any more|better now|passed now|is better|got better|went down)\b/;
/** Anywhere later in the sentence: she is fine now ("but it's better now", "doctor said all good"). */
export const FINE_NOW =
  /\b(?:(?:but |and )?(?:its|it is|it was|im|i am|i feel|feel|feeling|everything is|all is) (?:all )?(?:better|fine|ok|okay|good|normal) now|(?:doctor|midwife|provider|ob|nurse)\s+(?:said|says|told me)\s+(?:\w+\s+){0,2}?(?:fine|ok|okay|good|normal|nothing to worry))\b/;

export const MILD = /\b(?:mild|mildly|slight|slightly|little|bit|minor|light|tiny|teeny|somewhat|kinda|kind of a)\b/;

export const HISTORY =
  /\b(?:last year|years ago|last (?:winter|summer|spring|fall|autumn|christmas|thanksgiving)|a year ago|year ago|months ago|last month|last week|weeks ago|a while ago|long time ago|previous pregnancy|last pregnancy|first pregnancy|other pregnancy|earlier pregnancy|my last (?:baby|birth|delivery)|before (?:i was|i got|getting|becoming|my) pregnan\w*|as a (?:kid|child|teen|teenager)|when i was (?:a kid|little|young|a child|younger|a teen|a teenager|in school)|in the past|growing up|in high school|back in (?:high school|college|the day)|in college|used to|with my (?:first|last|previous|older|other|eldest|oldest) (?:baby|child|kid|son|daughter|pregnancy)|with my (?:son|daughter))\b/;

export const OTHER_PERSON =
  /\b(?:my|her|his|our|a) (?:friends?|sisters?|mom|mum|mother|moms|cousins?|coworkers?|co workers?|colleagues?|aunt|aunts|neighbou?rs?|boss|grandma|grandmother|dog|dogs|cat|cats|puppy|kitten|pet|toddler|son|nephew|niece|older daughter|dad|father|brother|husband|hubby|kids?|children)\b|\b(?:sister|friend|cousin|coworker|colleague|neighbou?r|friends) (?:had|has|said|says|was)\b/;

/** Someone else telling what happened to her: "my husband says I was shaking". */
export const TOLD_ABOUT_ME =
  /\b(?:says|said|told me|tells me|noticed|saw|thinks|thought|swears|keeps telling me)\s+(?:that\s+)?(?:i|im|ive|id|my)\b/;

// A sentence that asks about a sign in general ("what counts as a fever?") rather than
// describing one: it opens like a question and says nothing about her now. "Can not
// breathe" opens with "can" but is a statement.
export const QUESTION_OPENING =
  /^(?:what|whats|which|when|why|how|hows|is|are|does|do|can|could|should|would|will|tell me|explain|define|any|signs?|symptoms?|difference)\b(?!\s+not\b)/;
export const DESCRIBES_HER_NOW =
  /\b(?:im|ive|id|my|me|mine|myself|wife|wifes|girlfriend|girlfriends|fiancee|partners|today|tonight|right now|this morning|this afternoon|this evening|since|all day|currently|at the moment)\b|\bi (?:am|have|had|feel|felt|think|just|keep|cant|started|noticed|woke|got|was|been|also|still|really|suddenly)\b/;
/** "How do I know if …", "what should I do if …": a sign she might have one day, not one she has. */
export const HYPOTHETICAL =
  /^(?:how (?:do|can|will|would) (?:i|you) (?:know|tell)|how to tell|what (?:should|do|would|can) i do if|what (?:happens|if)|when should i (?:worry|call|go)|is it (?:bad|normal|ok|okay) if|in case)\b/;
export const HAPPENING_NOW =
  /\b(?:right now|today|tonight|this morning|this afternoon|this evening|since|just now|currently|at the moment|all day|for hours|for days)\b/;

/** Clause edges for negation scope: "no bleeding but my head hurts" has two clauses. */
export const CLAUSE_EDGE = /[,;:]|\b(?:but|and|although|though|however|yet|because|except|while|whereas|plus|so)\b/g;

/** A message that is only the name of a sign ("seizure", "preterm labor") reports it. */
export const BARE_REPORT_WORDS = 4;
