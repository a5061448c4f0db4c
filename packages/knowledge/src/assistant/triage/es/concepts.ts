import type { Concept, Finding, SignId } from '../concept.ts';
import { CONCEPT_BY_ID, CONCEPTS } from '../concepts/index.ts';
import { rx } from '../lexicon.ts';
import {
  CLAUSE_EDGE_ES,
  eitherOrder,
  HISTORY_ES,
  HYPOTHETICAL_ES,
  NEGATION_ES,
  OTHER_PERSON_ES,
  PERSISTS_ES,
  SEVERE_ES,
} from './lexicon.ts';

// The urgent warning signs in Spanish (issue 35): the same concepts as ../concepts (CDC's
// "Signos de advertencia de urgencia materna", ACOG's seizures and preterm contractions), with
// the words people type them with in Spanish. What BLOOM says about each (says, guidance) is
// in ./reply.ts; the English concept's flags (negatable, resolvable, mild) are kept.

const SPANISH_BY_ID = new Map<SignId, Concept>();

/** The English concept `id` read with Spanish patterns (and Spanish cues where given). */
function spanish(id: SignId, concept: Partial<Concept> & Pick<Concept, 'patterns'>): void {
  const base = CONCEPT_BY_ID.get(id);
  if (!base) throw new Error(`No concept ${id}`);
  if (SPANISH_BY_ID.has(id)) throw new Error(`Two Spanish concepts ${id}`);
  SPANISH_BY_ID.set(id, {
    id,
    says: base.says,
    passageId: base.passageId,
    guidance: base.guidance,
    negatable: base.negatable,
    ...(base.resolvable ? { resolvable: true } : {}),
    ...(base.mildExempt ? { mildExempt: true } : {}),
    ...(base.alwaysHers ? { alwaysHers: true } : {}),
    ...concept,
  });
}

const SEVERE = SEVERE_ES;
const STRONG_OR_LASTING = `${SEVERE}|${PERSISTS_ES}`;
const BABY = '(?:al |a )?(?:mi |el )?(?:bebe|bebito|bebita|nene|nena|nino|nina|hijo|hija)';

spanish('self-harm', {
  patterns: [
    rx(
      `\\b(?:hacerme dano|hacer me dano|lastimarme|herirme|cortarme|matarme|quitarme la vida|acabar con mi vida|suicid\\w*|me quiero morir|quiero morir\\w*|quisiera morir\\w*|quiero desaparecer|desaparecer para siempre|no quiero (?:vivir|seguir viviendo|seguir|estar aqui|despertar|existir)|no tengo ganas de vivir|no vale la pena (?:vivir|seguir)|estarian mejor sin mi|estaria mejor muerta|mejor muerta|acabar con todo|terminar con todo|tomarme todas las pastillas|tirarme (?:del|de un|al)|aventarme)\\b`,
    ),
    rx(`\\b(?:hacerle dano|lastimar|herir|danar|hacer dano|ahogar|sacudir)\\s+${BABY}\\b`),
    rx(`\\b(?:pensamientos|ideas|ganas)\\s+de\\s+(?:hacerme|hacerle|lastimar|matar|morir|hacer dano)\\w*\\b`),
  ],
  denial:
    /\b(?:no|nunca) (?:tengo|he tenido|tendria|he pensado en|pienso en|pensaria en) (?:ningun |ningunos? |ninguna )?(?:pensamientos? |ideas? |ganas )?(?:de )?(?:hacerme dano|lastimarme|suicid\w*|matarme|hacerle dano)\b/,
  negatable: false,
});

spanish('bleeding', {
  patterns: [
    rx(`\\b(?:sangrando|sangrado|sangrados|sangre|sangro|sangrar|sangra|sangre|desangrando|hemorragia\\w*)\\b`),
    rx(`\\b(?:manchando|manchado|manche)\\b`),
    rx(`\\bcoagulos?\\b`),
    rx(
      `\\b(?:flujo|secrecion|liquido|loquios)\\b[^.]{0,30}\\b(?:huele|olor|apesta|hediondo)\\b[^.]{0,20}\\b(?:mal|feo|horrible|raro|fuerte|a podrido|a pescado)\\b`,
    ),
    rx(
      `\\b(?:empapo|empape|empapando|lleno|llenando)\\s+(?:\\w+\\s+){0,2}?(?:toallas?|compresas?|pantalon|sabanas|ropa interior)\\b`,
    ),
  ],
  exclude:
    /\b(?:analisis|examen|prueba|pruebas|estudio|estudios|tipo|grupo|presion|azucar|glucosa|donar|donacion|conteo|sanguine\w*|sangre fria|morcilla|chorizo)\b|\bmanch\w* (?:de|en) (?:la )?(?:ropa|piel|cara|camisa|pared|mesa|mantel)\b|\bmanchas? (?:en la piel|en la cara|oscuras? en la piel)\b/,
  excludeSentence:
    /\b(?:encias?|nariz|corte|cortada|dedo|dedos|labio|labios|diente|dientes|muela|hemorroides?|almorranas?|herida|rasgu\w*|pezon\w*|oido|ojo|ojos|lengua|boca|rodilla|grano|perro|gato|cepill\w*)\b(?![^.]*\b(?:vagina\w*|abajo|ahi abajo|calzon\w*|toalla\w*|compresa\w*|ropa interior|papel|inodoro|bano)\b)/,
});

spanish('fluid', {
  patterns: [
    rx(
      `\\b(?:se me (?:rompio|reviento|ha roto|rompe|fue) la (?:fuente|bolsa)|(?:rompi|reviente|rompo) (?:la )?(?:fuente|bolsa|aguas?)|(?:se )?(?:rompio|reviento|ha roto) (?:la|mi) (?:fuente|bolsa)|(?:la|mi) (?:fuente|bolsa) se (?:me )?(?:rompio|reviento|ha roto))\\b`,
    ),
    rx(
      `\\b(?:(?:me )?(?:sale|salio|esta saliendo|baja|bajo|escurre|gotea|chorrea)\\s+(?:mucho |un poco de |como )?(?:liquido|agua|agüita|aguita)|(?:salida|perdida|fuga|goteo|chorro) de (?:liquido|agua)|liquido (?:por|de) (?:la vagina|abajo|ahi abajo)|estoy mojada|(?:se me )?moja(?:do|da)? (?:la )?(?:ropa interior|calzon\\w*|pantalon)|no es (?:orina|pipi|pis))\\b`,
    ),
  ],
  excludeSentence:
    /\b(?:nariz|boca|ojos|sudor|sudando|lluvia|ducha|bano de tina|piscina|alberca|llave|grifo|tuberia)\b/,
  negatable: true,
  innerNegation: true,
});

spanish('movement', {
  patterns: [
    rx(
      `\\b(?:no (?:siento|he sentido|senti|sentia|noto|he notado) (?:que se mueva |moverse |ninguna patada|patadas|movimientos|nada)?${BABY}?(?: moverse| mover| patear| que se mueva)?)\\b(?=[^.]*\\b(?:bebe|bebito|bebita|nene|nena|patada\\w*|movimiento\\w*|moverse|mueve|patea)\\b)`,
    ),
    rx(
      `\\b(?:${BABY.slice(3, -1)})\\s+(?:ya\\s+)?(?:no se (?:mueve|ha movido|movio|mueve nada)|no (?:patea|ha pateado|pateo)|dejo de (?:moverse|patear|mover\\w*)|se mueve (?:mucho |muchisimo )?menos|esta muy quieto|esta muy quieta|no da patadas|no ha dado patadas)\\b`,
    ),
    rx(
      `\\b(?:dejo de (?:moverse|patear)|ya no (?:se mueve|patea)|menos movimientos?|mucho menos movimiento|casi no se mueve)\\b`,
    ),
  ],
  negatable: false,
  exclude: /\b(?:cuando (?:voy a|empiezo a|se empieza a|empezare a)|es normal no sentir)\b/,
});

spanish('contractions', {
  patterns: [
    rx(
      `\\b(?:contracciones|contraccion)\\b[^.]{0,40}\\b(?:cada (?:\\d+|cinco|diez|cinco a diez|pocos) (?:minutos|min)|regulares|seguidas|cada vez mas (?:fuertes|seguidas)|no paran|fuertes|dolorosas)\\b`,
    ),
    rx(
      `\\b(?:parto prematuro|trabajo de parto (?:prematuro|antes de tiempo)|parto antes de tiempo|creo que (?:estoy|ya estoy) (?:de parto|en trabajo de parto)|dolores de parto)\\b`,
    ),
    rx(`\\b(?:tengo|estoy teniendo|siento|me vienen|me dan)\\s+(?:muchas\\s+)?(?:contracciones)\\b`),
  ],
  exclude: /\b(?:braxton|hicks|falsas|de practica|como cronometr\w*|como se cuentan)\b/,
});

spanish('seizure', {
  patterns: [
    rx(
      `\\b(?:convulsion\\w*|convulsione\\w*|convulsionando|convulsione|ataque (?:epileptico|de epilepsia)|crisis convulsiva|me dio un ataque)\\b`,
    ),
  ],
  exclude: /\b(?:decomiso|incautacion|aduana)\b/,
});

spanish('breathing', {
  patterns: [
    rx(
      `\\b(?:no puedo respirar|casi no puedo respirar|me cuesta (?:mucho |trabajo )?respirar|me falta (?:el )?aire|falta de aire|dificultad para respirar|me ahogo|me estoy ahogando|no me entra (?:el )?aire|no puedo (?:recuperar el aliento|tomar aire)|sin aliento|respiro con dificultad|respiracion (?:muy )?(?:agitada|dificil))\\b`,
    ),
  ],
  excludeSentence: /\b(?:nariz|congestion\w*|congestionada|tapada|resfri\w*|por la nariz|emocion\w*|de la risa)\b/,
});

spanish('chest', {
  patterns: [
    rx(
      `\\b(?:dolor (?:en el|de|del) pecho|me duele (?:mucho )?el pecho|presion en el pecho|opresion en el pecho|aprieta el pecho|dolor toracico|palpitaciones|taquicardia|(?:el )?corazon (?:me )?(?:late|va|palpita) (?:muy |super |demasiado )?(?:rapido|acelerado|fuerte|a mil)|corazon acelerado|corazon desbocado)\\b`,
    ),
  ],
  excludeSentence: /\b(?:acidez|agruras|reflujo|ardor|amamant\w*|lactancia|pezon\w*|leche|mastitis|senos)\b/,
});

spanish('headache', {
  patterns: [
    rx(
      eitherOrder(
        'dolor de cabeza|dolores de cabeza|migrana|migranas|jaqueca|cefalea|me duele la cabeza',
        STRONG_OR_LASTING,
        45,
      ),
    ),
    rx(`\\bme duele (?:${SEVERE}) la cabeza\\b`),
  ],
  mildExempt: true,
});

spanish('vision', {
  patterns: [
    rx(
      `\\b(?:veo (?:todo )?(?:borroso|borrosa|nublado|doble|manchas|manchitas|puntos|puntitos|lucecitas|luces|destellos|estrellitas|chispas|moscas|rayas|negro)|vision (?:borrosa|nublada|doble)|vista (?:borrosa|nublada)|se me (?:nubla|nublo|borra|oscurece|oscurecio) la vista|perdi la vista|no veo (?:bien|nada)|manchas (?:negras )?en (?:la vista|los ojos)|destellos de luz|cambios en (?:la|mi) (?:vista|vision))\\b`,
    ),
  ],
  exclude: /\b(?:lentes|gafas|anteojos|pantalla|tele|television|pelicula|serie|noticias|letra pequena|de lejos)\b/,
});

spanish('dizziness', {
  patterns: [
    rx(
      `\\b(?:me desmaye|me desmayo|desmayo|desmayos|desmayarme|desmayando|perdi el conocimiento|casi me desmayo|me voy a desmayar|todo me da vueltas)\\b`,
    ),
    rx(eitherOrder('mareo|mareos|mareada|mareado|me mareo', STRONG_OR_LASTING, 30)),
  ],
  mildExempt: true,
});

spanish('swelling', {
  patterns: [
    rx(
      `\\b(?:cara|manos|mano|dedos|ojos|parpados|rostro)\\s+(?:muy |super |tan |demasiado |bien )?(?:hinchad[oa]s?|inflamad[oa]s?|abotagad[oa]s?)\\b`,
    ),
    rx(`\\b(?:hinchazon|inflamacion) (?:de|en) (?:la cara|las manos|los dedos|el rostro|los ojos)\\b`),
    rx(
      `\\bse me (?:hincho|hincharon|inflamo|inflamaron) (?:mucho |muchisimo )?(?:la cara|las manos|los dedos|el rostro|los ojos)\\b`,
    ),
    rx(`\\bno me (?:entran|quedan) (?:los )?anillos\\b`),
  ],
  mildExempt: true,
});

const FEVER_WORD_ES =
  /\b(?:fiebre|fiebres|calentura|febril|temperatura alta|con temperatura|escalofrios y (?:sudor|calor))\b/g;
const NOT_A_FEVER_ES =
  /\b(?:fiebre del sabado|fiebre del oro|fiebre amarilla|fiebre (?:mundialista|futbolera))\b|\b(?:ya )?(?:se me )?(?:quito|bajo|paso) la fiebre\b|\bla fiebre (?:ya )?(?:se fue|bajo|paso|se quito)\b/;
const READING_ES =
  /(?<![\d.,])(\d{2,3}(?:[.,]\d{1,2})?)\s*(?:°\s*|grados\s*)?(c|f|centigrados|celsius|fahrenheit)?\b(?!\s*(?:semanas?|dias?|anos?|meses|kilos?|kg|libras?|minutos?|horas?|mg|ml|%))/g;
const TEMP_CONTEXT_ES = /\b(?:fiebre|calentura|temperatura|termometro|grados|febril)\b|°/;
const NOT_BODY_ES =
  /\b(?:horno|refrigerador|nevera|carne|pollo|comida|agua|bano|cuarto|casa|afuera|clima|leche|cafe)\b/;
const LOW_FEVER_ES = /\b(?:febricula|poca fiebre|fiebre (?:baja|leve|ligera)|un poco de (?:fiebre|temperatura))\b/;

function clauseBefore(sentence: string, index: number): string {
  let from = 0;
  for (const edge of sentence.matchAll(CLAUSE_EDGE_ES))
    if (edge.index + edge[0].length <= index) from = edge.index + edge[0].length;
  return sentence.slice(from, index).trim().split(/\s+/).slice(-4).join(' ');
}

const negatedBefore = (sentence: string, index: number) =>
  clauseBefore(sentence, index)
    .split(' ')
    .some((word) => NEGATION_ES.test(word));

function feverInSpanish(sentence: string, question: boolean): Finding {
  if (NOT_A_FEVER_ES.test(sentence) || HISTORY_ES.test(sentence) || OTHER_PERSON_ES.test(sentence)) return null;
  const hypothetical = HYPOTHETICAL_ES.test(sentence);
  const words = [...sentence.matchAll(FEVER_WORD_ES)];
  if (TEMP_CONTEXT_ES.test(sentence) && !NOT_BODY_ES.test(sentence)) {
    const readings = [...sentence.matchAll(READING_ES)]
      .map((m) => {
        const value = Number((m[1] ?? '').replace(',', '.'));
        const unit = m[2] === 'f' || m[2] === 'fahrenheit' ? 'F' : m[2] !== undefined || value < 50 ? 'C' : 'F';
        const plausible = unit === 'C' ? value >= 34 && value <= 43 : value >= 93 && value <= 110;
        return plausible ? (unit === 'C' ? value >= 38 : value >= 100.4) : null;
      })
      .filter((urgent): urgent is boolean => urgent !== null);
    if (readings.length > 0) {
      if (!readings.some(Boolean)) return null;
      if (words.some((m) => negatedBefore(sentence, m.index))) return null;
      return hypothetical ? 'mentioned' : 'urgent';
    }
  }
  if (LOW_FEVER_ES.test(sentence)) return null;
  for (const match of words) {
    if (negatedBefore(sentence, match.index)) continue;
    return question || hypothetical ? 'mentioned' : 'urgent';
  }
  return null;
}

spanish('fever', { patterns: [], custom: feverInSpanish });

const BELLY = 'barriga|panza|pancita|vientre|abdomen|estomago|bajo vientre|vientre bajo|tripa';
spanish('belly-pain', {
  patterns: [
    rx(eitherOrder(`dolor (?:de|en el|en la|del) (?:${BELLY})|me duele (?:la|el) (?:${BELLY})`, STRONG_OR_LASTING, 40)),
    rx(
      `\\b(?:dolor|dolores|me duele)(?: muy)? (?:${SEVERE})(?: \\w+){0,2}? (?:en|de|del)? ?(?:la |el )?(?:${BELLY})\\b`,
    ),
  ],
  mildExempt: true,
  excludeSentence: /\b(?:hambre|gases|comi mucho|indigestion leve)\b/,
});

spanish('vomiting', {
  patterns: [
    rx(
      `\\b(?:no (?:paro|puedo parar) de vomitar|vomito (?:todo|todo lo que como|sin parar|cada hora|todo el dia|hasta el agua)|vomitando (?:todo|sin parar|todo el dia|mucho)|no (?:puedo )?retener (?:nada|ni el agua|liquidos|la comida)|no me queda nada en el estomago|vomitos? (?:muy )?(?:fuertes|intensos|constantes|con sangre))\\b`,
    ),
    rx(
      eitherOrder(
        'nauseas|vomitos|vomito|vomitar|vomitando',
        'muy fuertes|fuertes|intensos|intensas|terribles|insoportables|no paran|no puedo comer nada|desde (?:ayer|anoche|hace)|todo el dia|no es como las nauseas',
        30,
      ),
    ),
  ],
  mildExempt: true,
});

spanish('leg', {
  patterns: [
    rx(
      `\\b(?:pierna|pantorrilla|pantorrillas|piernas|muslo)\\b[^.]{0,30}\\b(?:hinchad[ao]s?|roj[ao]s?|enrojecid[ao]s?|caliente|calientes|inflamad[ao]s?)\\b[^.]{0,40}\\b(?:duele|dolor|adolorid[ao]|caliente|roj[ao]|hinchad[ao])\\b`,
    ),
    rx(`\\buna pierna (?:mas|bien) (?:hinchada|gruesa|grande|roja) que la otra\\b`),
    rx(`\\b(?:coagulo|trombosis) en (?:la|mi) (?:pierna|pantorrilla)\\b`),
  ],
  negatable: true,
});

spanish('tiredness', {
  patterns: [
    rx(
      `\\b(?:cansancio|agotamiento) (?:extremo|extrema|terrible|insoportable|abrumador)|(?:extremadamente|super|demasiado|muy muy) (?:cansada|agotada)|tan (?:cansada|agotada) que no puedo (?:levantarme|moverme|funcionar|cuidar|hacer nada)|no puedo (?:ni )?levantarme de (?:la cama|lo cansada)\\b`,
    ),
  ],
  mildExempt: true,
});

/** Every sign in Spanish, in the order of ../concepts/index.ts; a sign without its Spanish fails at load. */
export const SPANISH_CONCEPTS: readonly Concept[] = CONCEPTS.map((concept) => {
  const es = SPANISH_BY_ID.get(concept.id);
  if (!es) throw new Error(`No Spanish concept ${concept.id}`);
  return es;
});
