// The Spanish word classes of the matcher (issue 35), the same classes as ../lexicon.ts:
// negation, what carries it, clause edges, past episodes, other people, "it's over", mild
// words, and the way a message asks about a sign rather than reporting one. Everything
// works on text normalised by `normalizeSpanish`: lower case, accents gone ("bebé" is
// "bebe", "fiebre alta" stays), no apostrophes.

export function normalizeSpanish(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[¿¡'\u2018\u2019`\u00b4]/g, ' ')
    .replace(/[^a-z0-9.,;:!?°\n ]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** `a`, then within `chars` characters of the same sentence, `b`, or the other way round. */
export const eitherOrder = (a: string, b: string, chars = 40) =>
  `\\b(?:${a})\\b[^.]{0,${chars}}?\\b(?:${b})\\b|\\b(?:${b})\\b[^.]{0,${chars}}?\\b(?:${a})\\b`;

export const SEVERE_ES =
  'muy fuerte|fuerte|fuertes|fortisimo|intenso|intensa|intensos|terrible|terribles|horrible|insoportable|espantoso|tremendo|tremenda|el peor|la peor|demasiado|muchisimo|mucho|mucha|muy mal|punzante|agudo|grave|severo|severa|horroroso|brutal|de muerte';
export const PERSISTS_ES =
  'no se (?:me )?(?:quita|va|calma|pasa|alivia)|no (?:se )?(?:me )?ha quitado|no para|no se detiene|empeora|esta empeorando|cada vez (?:peor|mas fuerte)|desde (?:ayer|anoche|hace|esta manana|la manana|el lunes|temprano)|todo el dia|toda la noche|por (?:dos|tres|varios|\\d+) dias|hace (?:dos|tres|varios|\\d+) (?:dias|horas)|varias horas|horas y horas|nada (?:me )?(?:la |lo )?(?:quita|ayuda|funciona|calma)|ni con (?:el )?(?:tylenol|paracetamol|acetaminofen|pastillas|medicina)';

export const NEGATION_ES = /^(?:no|nunca|jamas|sin|ni|tampoco|nada|ningun|ninguna|ninguno)$/;

export const NEGATION_BRIDGE_ES = new Set(
  (
    'he ha han has hemos tengo tiene tenido tenia siento sentido senti siente sentia noto notado note veo visto vi ' +
    'hay habido estoy esta estado me se le la el lo los las un una unos unas de del nada ningun ninguna mucho mucha ' +
    'muchos muchas mas tanto tanta ya aun todavia realmente para nada sangrado sangre signo signos senal senales ' +
    'otro otra algun alguna fuerte fuertes'
  ).split(' '),
);

export const INNER_NEGATION_ES = /\b(?:no|nunca|jamas)\b/;
export const UNCERTAIN_ES = /\b(?:no (?:estoy )?segura? (?:si|de si)?|no se si|no sabria decir si)\b/g;

export const RESOLVED_AFTER_ES =
  /^\s*(?:\w+\s+){0,2}?(?:ya (?:se )?(?:me )?(?:paro|paso|quito|fue|termino|desaparecio|calmo|bajo)|se (?:me )?(?:paro|quito|fue|calmo|paso)|paro|paso|desaparecio|ya esta mejor|ya estoy mejor)\b/;
export const FINE_NOW_ES =
  /\b(?:(?:pero |y )?ya (?:estoy|me siento|esta|todo esta) (?:bien|mejor|normal)|(?:el |la |mi )?(?:doctor|doctora|medico|medica|ginecologo|ginecologa|partera|enfermera) (?:me )?dijo que (?:\w+ ){0,2}?(?:bien|normal|no es nada|todo bien))\b/;

export const MILD_ES = /\b(?:leve|leves|poco|poquito|poquita|ligero|ligera|ligeramente|algo de|levemente|un tantito)\b/;

export const HISTORY_ES =
  /\b(?:el ano pasado|hace (?:unos |varios |muchos |dos |tres |\d+ )?(?:anos|meses)|hace un ano|el mes pasado|la semana pasada|en mi (?:otro|primer|anterior|ultimo|pasado) embarazo|embarazo anterior|en el embarazo pasado|con mi (?:primer|primera|otro|otra|hijo|hija|primer hijo|primera hija)|cuando era (?:nina|chica|joven|adolescente|pequena)|de (?:nina|chica|joven|adolescente)|antes de (?:estar|quedar|quedarme) embarazada|en el pasado|hace tiempo)\b/;

export const OTHER_PERSON_ES =
  /\b(?:mi|a mi|su|nuestra|nuestro|una|la) (?:hermana|hermanas|amiga|amigas|amigo|mama|madre|prima|primo|tia|abuela|vecina|vecino|companera|companero|jefa|jefe|suegra|cunada|perro|perra|perrito|perrita|gato|gata|gatito|mascota|hijo|hija|hijos|hijas|nino|nina|ninos|hermano|papa|padre|esposo|marido|novio|sobrina|sobrino)\b/;
export const TOLD_ABOUT_ME_ES =
  /\b(?:dice|dijo|dicen|vio|noto|cree)\s+que\s+(?:yo|estoy|tengo|tuve|tenia|estaba|estuve|me|mi|parecia)\b/;

export const QUESTION_OPENING_ES =
  /^(?:que|cuales?|cuando|como|por que|porque|es|son|puede|pueden|puedo|se puede|deberia|debo|hay|explica|explicame|dime|sintomas|senales|signos|diferencia|cuanto|cuanta)\b/;
export const DESCRIBES_HER_NOW_ES =
  /\b(?:estoy|tengo|tenia|siento|senti|me|mi|mis|yo|llevo|ando|noto|note|veo|hoy|ahora|ahorita|esta manana|esta tarde|esta noche|anoche|desde|acabo de|empece|empezo|estuve)\b/;
export const HYPOTHETICAL_ES =
  /^(?:como (?:se|sabre|puedo saber|saber) (?:si|cuando)|que (?:hago|debo hacer|hacer|pasa) si|cuando (?:debo|tengo que|hay que) (?:preocuparme|llamar|ir)|es (?:malo|normal|grave|peligroso) si|en caso de|y si|si (?:llego a|me llega))\b/;
export const HAPPENING_NOW_ES =
  /\b(?:ahora|ahorita|ahora mismo|hoy|esta noche|esta manana|esta tarde|desde|en este momento|todo el dia)\b/;

export const CLAUSE_EDGE_ES = /[,;:]|\b(?:pero|y|e|aunque|porque|sino|mientras|ademas|o sea)\b/g;
