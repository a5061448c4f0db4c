import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: thoughts about harming yourself or your baby. Said outright (kill myself,
// suicide, self harm) and, as often, indirectly: can't go on, want to end it, no point,
// everyone better off without me, don't want to be here, disappear, never wake up, take
// all my pills. Past and present both count and it is never cancelled by "no" or "not"
// (they are part of how it is said: "I don't want to live"), only by a plain denial of
// the thoughts themselves ("no thoughts of hurting myself").
const BABY = alt([
  'baby',
  'newborn',
  'infant',
  'child',
  'kid',
  'son',
  'daughter',
  'him',
  'her',
  'little one',
  'them',
  'it',
]);
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
  'hit',
  'hitting',
  'stab',
  'stabbing',
  'toss',
  'tossing',
  'strangle',
  'strangling',
  'choke',
  'choking',
  'smash',
  'smashing',
  'slam',
  'slamming',
  'do something to',
  'doing something to',
  'do something bad to',
  'doing something bad to',
  'do something terrible to',
  'doing something terrible to',
  'do things to',
  'doing things to',
]);
// Seeing it in the mind's eye: intrusive thoughts of harming the baby ("I keep
// picturing …", "an image in my head of …", "what if I … on purpose").
const IMAGINING = alt([
  'imagin\\w*',
  'pictur\\w*',
  'visuali[sz]\\w*',
  'see myself',
  'seeing myself',
  'saw myself',
  'images?',
  'pictures? in my head',
  'flash(?:es)? of',
  'thoughts? (?:pop|popping|pops|come|coming|comes) (?:into|in) my (?:head|mind)',
  'keep seeing',
  'daydream\\w*',
  'dream\\w* about',
  'intrusive',
  'scary thoughts?',
  'dark thoughts?',
]);
// Passive wishes to be gone, said without "suicide", "kill" or "die".
const GONE = alt([
  'disappear',
  'vanish',
  'fade away',
  'stop existing',
  'cease to exist',
  'not exist',
  'not be here',
  'not be here anymore',
  'not be around',
  'not be alive',
  'be gone',
  'be dead',
  'die',
  'sleep forever',
  'fall asleep forever',
  'go to sleep forever',
  'not wake up',
  'never wake up',
  'stop breathing',
]);
const KEEP_GOING = alt([
  'keep going',
  'keep on going',
  'keeping going',
  'go on',
  'going on',
  'carry on',
  'carrying on',
  'keep living',
  'keep on living',
  'live',
  'living',
  'be here',
  'being here',
  'be alive',
  'being alive',
  'exist',
  'existing',
  'get up (?:in the morning|anymore|every day)',
  'try anymore',
  'keep trying',
  'keep fighting',
  'fight anymore',
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

/** "Fine without me for one night" is a night out, not a wish to be gone. */
const NOT_FOR_A_WHILE =
  '(?!\\s+(?:for|while|this|tonight|today|on|at|during|until|when|if|there|here|at work|anyway)\\b)';

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
      `\\b(?:better off|fine|happier|better) (?:dead|without me|if i (?:was|were) gone|if i wasnt here|if i werent here)\\b${NOT_FOR_A_WHILE}`,
    ),
    rx(
      `\\b(?:dont|do not|no longer|not) want (?:to )?(?:live|be alive|be here|exist|wake up|go on|do this anymore|keep going)\\b(?!\\s+(?:the|a|an|this|that|my|our|vacation|holiday|trip|with|to|in|at|like|for)\\b)`,
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
    // Intrusive images of harming the baby, however they are told.
    rx(`\\b${IMAGINING}\\b[^.]{0,40}?\\b${HARM_VERB}\\w*\\s+(?:\\w+\\s+)?(?:my|the|our)?\\s*${BABY}\\b`),
    rx(`\\b${HARM_VERB}\\w*\\s+(?:my|the|our)?\\s*${BABY}\\b[^.]{0,40}?\\bon purpose\\b`),
    // Passive wishes: to be gone, not to wake up, no reason to go on, done with life.
    rx(
      `\\b(?:want|wanted|wanna|wish i could|wish i would|wish i was able to|i just want|would like|id like|id love|longing|long|ready|need) (?:to )?(?:just )?(?:${GONE})\\b(?!\\s+(?:on|for|into|to|from|with|of|up|the|a|my|this|that|work|dinner|lunch)\\b)`,
    ),
    rx(
      `\\b(?:no|not any|zero|without (?:a|any)|dont have (?:a|any)|dont see (?:a|the|any)|cant see (?:a|the|any)|cant find (?:a|the|any)|lost (?:my|the|all)|there is no|theres no)\\s+(?:\\w+\\s+)?(?:reason|point|purpose|will|reasons|motivation)\\s+(?:for me\\s+)?(?:to|in|for|of)\\s+(?:${KEEP_GOING})\\b(?!\\s+(?:in|at|near|with|on|to|the|a|my|this|that|it|here|there)\\b)`,
    ),
    rx(
      `\\b(?:whats|what is) the (?:point|use|reason) (?:of|in) (?:living|going on|life|it all|anything anymore|being here|being alive|trying anymore|carrying on|existing)\\b`,
    ),
    rx(
      `\\b(?:nothing|no one|nobody|noone) (?:left )?to live for\\b|\\b(?:lost|no|losing) (?:the |my |all )?will to live\\b`,
    ),
    rx(
      `\\b(?:done|finished|through|over) with (?:life|living|being alive|existing|it all|all of it|everything|this life|this world|the world)\\b(?!\\s+(?:on|in|at|for|from|about|related|i|we|that|else|but|except))|\\bdone with (?:\\w+\\s+)?life\\b`,
    ),
    rx(
      `\\b(?:dont|do not|wouldnt|would not) (?:care|mind) if i (?:die|died|didnt wake up|dont wake up|never woke up|was gone|wasnt here|got hit|disappeared|live or die)\\b`,
    ),
    rx(
      `\\bbetter off if i (?:just |simply )?(?:\\w+\\s+)?(?:disappeared|vanished|was gone|were gone|wasnt here|werent here|wasnt around|werent around|died|was dead|were dead|didnt exist|never existed|left for good|was never born)\\b|\\b(?:would|will|d) be (?:better|happier|fine) without me\\b${NOT_FOR_A_WHILE}`,
    ),
    rx(
      `\\b(?:hope|hoping|pray|praying|wish|wishing|fine|ok|okay|happy|better|easier|relief|relieved|glad)\\b[^.]{0,25}?\\bi (?:just )?(?:dont|didnt|never|wouldnt|do not|did not|couldnt|could not|would not)\\s+(?:wake|woke|waking)\\b(?!\\s+(?:up\\s+)?(?:with|at|before|until|early|late|in the night|at night|during|to|for|when|because|the|my|her|him|again|hungry|sick)\\b)|\\b(?:fall asleep|go to sleep|sleep) and (?:never|not|just not) (?:wake|woke)\\b`,
    ),
    rx(
      `\\b(?:easier|better|simpler|fine|happier|lighter|best)\\b[^.]{0,25}?\\bif i (?:just )?(?:wasnt|werent|was not|were not|didnt|did not|never|wouldnt) (?:alive|here|around|exist\\w*|born|in the picture|wake up|woke up|be here)\\b|\\bmy life is over\\b`,
    ),
    rx(
      `\\b(?:want|wanna|wish|need|just want)\\s+(?:for\\s+)?(?:it all|everything|all of it|all of this|my life|life|the world)\\s+to\\s+(?:just\\s+)?(?:stop|end|be over|go away|go dark)\\b|\\b(?:stop|end|be over)\\s+(?:for good|forever|permanently)\\b`,
    ),
    rx(
      `\\bgiv(?:e|ing) up on (?:life|living|myself|everything|it all|being alive)\\b|\\bgave up on (?:life|living|myself)\\b`,
    ),
    rx(
      `\\bbetter off (?:with (?:someone else|somebody else|another|a different|a better)(?: (?:mom|mother|mum|wife|person|parent))?|without (?:me|their mom|their mother|a mom like me))\\b`,
    ),
    rx(
      `\\bi (?:just )?(?:want|wanna|wish i could|need|could just|should just) (?:to )?(?:just )?(?:go away|leave|be gone|fade away|run away|go to sleep|sleep|disappear|vanish) (?:forever|for good|permanently|and never come back)\\b|\\b(?:disappear|vanish|be erased)\\s+(?:from|off)\\s+(?:everyones (?:life|lives)|the (?:world|earth|planet|face of the earth)|this (?:world|earth|planet)|existence)\\b`,
    ),
    rx(
      `\\bnothing (?:left )?(?:for me )?(?:here|to live for|left for me|worth living for)\\b(?![^.]*\\bto (?:buy|do|eat|pack|get|prepare|pick|read|watch)\\b)`,
    ),
    rx(
      `\\b${WANTING}\\s+(?:about\\s+|of\\s+)?(?:not being (?:here|alive|around)|not existing|being gone|being dead|dying(?!\\s+(?:in|during|from|of|at|while|to)\\b)|disappearing|ending (?:it|things|my life)|not waking up)\\b`,
    ),
    rx(
      `\\bi (?:just )?(?:didnt|dont|never|did not|wouldnt) (?:wake|woke)(?: up)?\\b[^.]{0,30}?\\b(?:easier|better|fine|a relief|relief|peace|peaceful|easiest)\\b`,
    ),
    rx(
      `\\b(?:afraid|scared|terrified|worried) (?:i will|ill|i might|i could|that i will|that ill|that i might)\\s+(?:\\w+\\s+){0,2}?${HARM_VERB}\\w*\\s+(?:my|the|our)\\s+${BABY}\\b(?![^.]*\\b(?:by accident|accidentally)\\b)`,
    ),
    rx(
      `\\b(?:deserve[sd]?|deserving) (?:better|more|someone better|a better (?:mom|mother|wife|person)) than me\\b|\\b(?:move on|go on|carry on|be fine|be okay|be ok|manage|cope|do better|be happier) without me\\b${NOT_FOR_A_WHILE}`,
    ),
    rx(
      `\\bi (?:just )?(?:want|need|wanna) (?:out|an out|a way out|to check out|to leave this world|to leave this earth)\\b(?!\\s+(?:of|from|for|to)\\b)|\\bcheck(?:ing)? out (?:for good|permanently|of life)\\b`,
    ),
    rx(
      `\\b(?:whats|what is) the (?:point|use) of (?:me|my life|my existence|me being here|me being alive)\\b(?!\\s+\\w+ing\\b)`,
    ),
    rx(
      `\\b(?:had enough|fed up|over it|so over it) (?:of|with) (?:life|living|being alive|existing|it all|all of it)\\b(?!\\s+(?:on|in|at|for|from|about|i|we|that|admin|insurance|hacks|stuff|lessons|changes|skills)\\b)`,
    ),
    rx(
      `\\b(?:dont|do not|no longer) want (?:to )?be around (?:anymore|any more|much longer)\\b|\\bstay asleep (?:forever|for good|permanently)\\b|\\bnever wake up again\\b`,
    ),
    rx(`\\b(?:tired|sick|exhausted) of (?:living|being alive|existing|life|fighting|being here)\\b`),
    // Methods: looking up doses, crashing the car, stepping in front of traffic.
    rx(
      `\\bhow (?:many|much) (?:\\w+\\s+){0,2}?(?:pills|tablets|meds|medication|insulin|tylenol|sleeping pills) (?:it would take|would it take|does it take|it takes|to (?:die|overdose|od|not wake up|end it|kill))\\b|\\blethal dose\\b|\\bpainless (?:ways?|methods?)\\b|\\bways to (?:die|end it|end my life|kill myself)\\b`,
    ),
    rx(
      `\\b${WANTING}\\s+(?:about\\s+|of\\s+)?(?:\\w+\\s+){0,2}?(?:drive|driving|crash|crashing|swerv\\w*|steer\\w*|veer\\w*|walk|walking|step|stepping|jump|jumping|throw|throwing)\\s+(?:\\w+\\s+){0,2}?(?:into|off|in front of|out of|from)\\s+(?:a|the|oncoming|traffic|my|our)\\b`,
    ),
    rx(
      `\\b(?:walk|walking|step|stepping|jump|jumping)\\s+(?:out\\s+)?(?:in front of|into) (?:a |the )?(?:traffic|bus|train|truck|car|oncoming)\\b`,
    ),
    // Her partner telling it: "she wants to end her life", "she talked about killing herself".
    rx(
      `\\b(?:kill|killing|harm|harming|hurt|hurting|cut|cutting)\\s+herself\\b|\\b(?:end|ending|take|taking)\\s+her (?:own )?life\\b|\\bshe (?:wants|wanted|said she wants|says she wants|wishes) to (?:die|disappear|be gone|not wake up|not be here)\\b`,
    ),
  ],
  // "Worried I'll drop the baby by accident" is a new parent's fear, and "cut myself
  // shaving" an everyday injury, not a wish to be harmed.
  exclude:
    /\b(?:by accident|accidentally|by mistake|laughing|lol|lmao|haha|shaving|cooking|chopping|slicing|slipped|lifting|tripped|on (?:a|the) (?:glass|knife|can|paper|corner)|on (?:a |an )?(?:trip|vacation|holiday|getaway|weekend|retreat|honeymoon|babymoon)|into (?:a |my |the )?(?:nap|bed|book|show|bath)|(?<!better )off (?:at|to|with)|end(?:ing)? (?:it|things) with|break(?:ing)? up with|at (?:school|daycare|day care|preschool|nursery|grandmas|my moms|the sitter|the babysitter)|daycare|day care|preschool)\b/,
  denial:
    /\b(?:no|not|never|without|dont have|do not have|havent had|have not had|not having|no longer have)\s+(?:any\s+)?(?:thoughts?|urges?|plans?|intentions?)\s+(?:of|about|to)\b|\b(?:im not|i am not|not|never been|never felt)\s+suicidal\b|\b(?:would|will) never (?:hurt|harm)\b/,
  negatable: false,
  alwaysHers: true,
};
