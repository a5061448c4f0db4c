import type { FoodRecord, SafetyStatus, SourceRef } from '../types.ts';
import { FDA_FOOD_ES } from './sources.ts';

// The food checker's verdicts in Spanish (issue 35), for the foods people check most. Where the
// English record's organisation has the page in Spanish (FDA's "Seguridad alimentaria para
// futuras mamás"), the Spanish cites it; otherwise it is a translation of the cited English page,
// which it keeps citing. A food not listed here is shown in English, with a note saying so.

/** The status labels of the safety card. */
export const SAFETY_LABELS_ES: Readonly<Record<SafetyStatus, string>> = {
  safe: 'Seguro',
  caution: 'Con precaución',
  avoid: 'Evitar',
};

export interface SpanishFood {
  name: string;
  description: string;
  reason: string;
  guidelines: string[];
  /** The Spanish page translated from; none keeps the English record's source. */
  source?: SourceRef;
}

const LISTERIA =
  'El embarazo hace que la listeriosis sea unas 10 veces más probable, y la infección puede causar un aborto espontáneo, la muerte del bebé antes de nacer, un parto prematuro o una enfermedad grave en el recién nacido.';
const FRIDGE = 'Guárdelo en un refrigerador a 40 °F (4 °C) o menos.';
const HEAT_165 = 'Caliéntelo a 165 °F (74 °C), o hasta que eche vapor, justo antes de comerlo.';
const ALCOHOL_REASON =
  'Los CDC indican que no se conoce ninguna cantidad de alcohol que sea segura, ni un momento seguro para beberlo, durante el embarazo o cuando se intenta quedar embarazada. Todo tipo cuenta, incluidos el vino y la cerveza. El alcohol pasa al bebé y puede causar trastornos del espectro alcohólico fetal.';

export const SPANISH_FOODS: Readonly<Record<string, SpanishFood>> = {
  'soft-cheese': {
    name: 'Quesos blandos',
    description:
      'Quesos blandos y de corteza enmohecida, como brie, camembert, feta y queso de cabra blando. Se pueden comer si están hechos con leche pasteurizada o cocinados hasta que echen vapor.',
    reason: `Los quesos blandos son una fuente conocida de Listeria, sobre todo si están hechos con leche cruda. ${LISTERIA}`,
    guidelines: [
      'Cómalo solo si la etiqueta dice "hecho con leche pasteurizada".',
      'Si no sabe cómo se hizo, hornéelo o caliéntelo hasta que eche vapor.',
      FRIDGE,
    ],
    source: FDA_FOOD_ES,
  },
  'queso-fresco': {
    name: 'Queso fresco',
    description:
      'Quesos frescos de estilo latino, como queso fresco, queso blanco y panela. Cómalos solo si la etiqueta dice que se hicieron con leche pasteurizada.',
    reason: `Estos quesos frescos se han relacionado con enfermedades por Listeria, sobre todo cuando se hacen con leche sin pasteurizar. ${LISTERIA}`,
    guidelines: [
      'Revise que la etiqueta diga que está hecho con leche pasteurizada.',
      'Evite los que se venden sin etiqueta, como los de vendedores ambulantes o los caseros.',
      'Caliéntelo hasta que eche vapor si no sabe cómo se hizo.',
    ],
    source: FDA_FOOD_ES,
  },
  'unpasteurized-milk': {
    name: 'Leche sin pasteurizar',
    description:
      'Leche cruda de vaca, cabra u oveja que no se ha tratado con calor, y la crema hecha con ella. No la beba durante el embarazo.',
    reason: `La leche cruda puede tener Listeria y otros microbios dañinos que la pasteurización habría eliminado. ${LISTERIA}`,
    guidelines: [
      'Beba solo leche cuya etiqueta diga "pasteurizada".',
      'No coma alimentos hechos con leche cruda, como queso o yogur de leche cruda.',
      'Tenga cuidado en puestos de granja y mercados, donde se vende leche cruda con más frecuencia.',
    ],
    source: FDA_FOOD_ES,
  },
  milk: {
    name: 'Leche pasteurizada',
    description: 'Leche de tienda pasteurizada: entera, semidescremada, descremada o sin lactosa.',
    reason:
      'La pasteurización calienta la leche lo suficiente para eliminar la Listeria y otros microbios; por eso los lácteos pasteurizados son una opción segura en el embarazo.',
    guidelines: ['Busque la palabra "pasteurizada" en la etiqueta.', FRIDGE],
    source: FDA_FOOD_ES,
  },
  'raw-eggs': {
    name: 'Huevos crudos o tiernos',
    description:
      'Huevos con la yema o la clara líquidas, y alimentos que llevan huevo crudo. Durante el embarazo, cocine los huevos hasta que estén firmes.',
    reason:
      'Los huevos crudos o poco cocidos pueden tener bacterias dañinas. La FDA aconseja a las embarazadas comer huevos solo cuando estén cocidos hasta quedar firmes, y usar huevos pasteurizados en recetas que los dejan crudos.',
    guidelines: [
      'Cocine los huevos hasta que la yema y la clara estén firmes, en vez de tibios o estrellados con la yema líquida.',
      'Use huevos pasteurizados en cualquier receta que lleve huevo crudo o poco cocido.',
    ],
    source: FDA_FOOD_ES,
  },
  eggs: {
    name: 'Huevos cocidos',
    description: 'Huevos cocidos hasta que la yema y la clara estén firmes, y platos con huevo bien cocidos.',
    reason:
      'Cocinarlos bien elimina las bacterias que pueden tener los huevos crudos, así que los huevos bien cocidos son una opción segura.',
    guidelines: [
      'Cocine los huevos hasta que la yema y la clara estén firmes.',
      'Cocine los platos con huevo, como quiche y frittata, a 160 °F (71 °C).',
      'Guarde los huevos en el refrigerador a 40 °F (4 °C) o menos.',
    ],
  },
  'deli-meat': {
    name: 'Fiambres',
    description:
      'Carnes frías y embutidos en rebanadas, como pavo, jamón, pollo, rosbif y mortadela. Cómalos solo después de calentarlos hasta que echen vapor.',
    reason: `Los fiambres listos para comer pueden tener Listeria. ${LISTERIA} Calentarlos a 165 °F la elimina.`,
    guidelines: [HEAT_165, 'Tueste o ase los sándwiches hasta que la carne de adentro eche vapor, no solo esté tibia.'],
    source: FDA_FOOD_ES,
  },
  'hot-dogs': {
    name: 'Salchichas (hot dogs)',
    description:
      'Salchichas tipo hot dog, frankfurt y wiener. Se pueden comer una vez calentadas hasta que echen vapor por completo.',
    reason: `Las salchichas se venden listas para comer, pero pueden tener Listeria. ${LISTERIA} Calentarlas a 165 °F la elimina.`,
    guidelines: [HEAT_165, 'No las coma frías, directamente del paquete.'],
    source: FDA_FOOD_ES,
  },
  'raw-sprouts': {
    name: 'Germinados crudos',
    description:
      'Germinados crudos de alfalfa, trébol, frijol mungo y rábano, que suelen ponerse en sándwiches y ensaladas.',
    reason:
      'La FDA aconseja a las embarazadas no comer germinados crudos de ningún tipo, incluidos los de alfalfa, trébol, frijol mungo y rábano. Solo cocinarlos bien los hace seguros.',
    guidelines: [
      'Pida los sándwiches y las ensaladas sin germinados.',
      'Si quiere comerlos, cocínelos bien hasta que echen vapor.',
    ],
    source: FDA_FOOD_ES,
  },
  'unpasteurized-juice': {
    name: 'Jugo y sidra sin pasteurizar',
    description:
      'Jugo recién exprimido o crudo, y sidra, de bares de jugos, puestos de granja y mercados, que no se ha pasteurizado ni tratado de otra forma.',
    reason:
      'El jugo sin tratar puede tener microbios dañinos de la fruta. La FDA aconseja a las embarazadas evitarlo, a menos que primero se hierva a borbotones durante al menos 1 minuto.',
    guidelines: [
      'Elija jugo con la etiqueta "pasteurizado", o hierva el jugo sin pasteurizar al menos 1 minuto antes de beberlo.',
      'Pregunte en bares de jugos y mercados si el jugo está pasteurizado; si nadie lo sabe, no lo tome.',
    ],
    source: FDA_FOOD_ES,
  },
  salmon: {
    name: 'Salmón',
    description:
      'Un pescado de carne rosada que se vende fresco, congelado y enlatado. El salmón cocido es una gran opción. La FDA y la EPA lo incluyen entre las "mejores opciones" para el embarazo.',
    reason:
      'Está en el grupo de "mejores opciones" de la FDA y la EPA, los pescados con menos mercurio. Comer los pescados recomendados también es una forma de obtener DHA, una grasa omega-3 que se suele aconsejar en el embarazo.',
    guidelines: [
      'Procure comer de 2 a 3 porciones (de 8 a 12 onzas en total) a la semana de la lista de mejores opciones.',
      'Cocínelo a 145 °F (63 °C), o hasta que la carne esté opaca y se separe fácilmente con un tenedor.',
      'No lo coma crudo, como en sushi, sashimi o ceviche.',
    ],
  },
  swordfish: {
    name: 'Pez espada',
    description:
      'Un pez grande de mar que se vende en filetes gruesos. La FDA y la EPA aconsejan a las embarazadas y a quienes amamantan no comerlo.',
    reason:
      'Está en la lista de "opciones que se deben evitar" de la FDA y la EPA, el grupo de pescados con más mercurio.',
    guidelines: [
      'No lo coma durante el embarazo ni mientras amamanta.',
      'Elija en su lugar un pescado de las mejores opciones, como salmón, bacalao, camarón o atún claro enlatado.',
    ],
  },
  tuna: {
    name: 'Atún',
    description:
      'El consejo sobre el atún depende del tipo: el atún claro enlatado es una de las mejores opciones, el atún blanco (albacora) y el de aleta amarilla son buenas opciones, y el patudo se debe evitar.',
    reason:
      'Los niveles de mercurio varían mucho entre las especies de atún, por eso la FDA y la EPA las ponen en listas distintas. El atún crudo del sushi o el poke también es un problema.',
    guidelines: [
      'Elija con más frecuencia atún claro enlatado o listado.',
      'Limite el atún blanco (albacora) o de aleta amarilla a 1 porción a la semana.',
      'Evite el atún patudo, y no coma atún crudo.',
    ],
  },
  coffee: {
    name: 'Café',
    description:
      'Café de filtro, espresso y bebidas de cafetería. Está bien con moderación: mantenga la cafeína total por debajo de 200 mg al día, más o menos una taza de café de 12 onzas.',
    reason:
      'El ACOG aconseja mantener la cafeína por debajo de 200 mg al día; en ese nivel, la cafeína no parece ser un factor importante de aborto espontáneo ni de parto prematuro. Una sola taza de café de 12 onzas usa casi todo ese límite.',
    guidelines: [
      'Tome más o menos una taza de café normal de 12 onzas al día.',
      'Los tamaños grandes de cafetería y los shots extra de espresso pueden pasar el límite en una sola bebida.',
      'Sume la cafeína de todas las fuentes (café, té, refrescos, bebidas energéticas y chocolate) y manténgase por debajo de 200 mg al día.',
    ],
  },
  alcohol: {
    name: 'Alcohol',
    description: 'Cualquier bebida con alcohol. Ninguna se considera segura durante el embarazo.',
    reason: ALCOHOL_REASON,
    guidelines: [
      'Deje de beber alcohol en cuanto sepa o sospeche que está embarazada, o cuando empiece a intentarlo.',
      'Elija bebidas sin alcohol, como agua mineral con fruta.',
      'Si le cuesta dejarlo, dígaselo a su proveedor de atención médica; hay apoyo disponible.',
    ],
  },
  wine: {
    name: 'Vino',
    description: 'Vino tinto, blanco, rosado y espumoso, y bebidas a base de vino.',
    reason: ALCOHOL_REASON,
    guidelines: [
      'Deje de beber alcohol en cuanto sepa o sospeche que está embarazada, o cuando empiece a intentarlo.',
      'Elija bebidas sin alcohol, como agua mineral con fruta.',
      'Si le cuesta dejarlo, dígaselo a su proveedor de atención médica; hay apoyo disponible.',
    ],
  },
};

/** A food record in Spanish, or null when it has no Spanish yet (it is then shown in English). */
export function foodInSpanish(food: Pick<FoodRecord, 'id' | 'source'>): (SpanishFood & { source: SourceRef }) | null {
  const spanish = SPANISH_FOODS[food.id];
  if (!spanish) return null;
  return { ...spanish, source: spanish.source ?? food.source };
}
