import type { SourceRef } from '../types.ts';
import { CDC_HEAR_HER_ES, FDA_FOOD_ES } from './sources.ts';

// CDC's urgent maternal warning signs in Spanish (issue 35), in the words of the Hear Her
// campaign's Spanish pages, and the health hub's guidelines that have Spanish so far.

export const URGENT_SIGNS_TITLE_ES = 'Signos de advertencia de urgencia materna';

/** The same list as the chat passage 'warning-signs', in Spanish. */
export const URGENT_SIGNS_ES: readonly string[] = [
  'Dolor de cabeza que no se quita o que empeora con el tiempo',
  'Mareos o desmayos',
  'Cambios en la vista: visión borrosa, manchas o destellos de luz',
  'Fiebre de 100.4 °F (38 °C) o más',
  'Hinchazón extrema de las manos o la cara',
  'Dificultad para respirar, dolor en el pecho o latidos rápidos del corazón',
  'Náuseas y vómitos fuertes, distintos de las náuseas matutinas',
  'Dolor fuerte en el vientre que no se quita',
  'El bebé se mueve menos o deja de moverse',
  'Sangrado vaginal o salida de líquido durante el embarazo',
  'Hinchazón, enrojecimiento o dolor en una pierna',
  'Cansancio extremo',
  'Pensamientos de hacerse daño o de hacerle daño al bebé (llame o envíe un mensaje de texto al 988)',
];

export interface SpanishGuideline {
  title: string;
  description: string;
  recommendations: string[];
  source: SourceRef;
}

/** Guidelines of the health hub with Spanish, by id; the others are shown in English with a note. */
export const SPANISH_GUIDELINES: Readonly<Record<string, SpanishGuideline>> = {
  'urgent-warning-signs': {
    title: 'Conozca los signos de advertencia de urgencia materna',
    description:
      'Algunos síntomas durante el embarazo y en el año después del parto pueden indicar un problema que pone en riesgo la vida y necesitan atención de inmediato.',
    recommendations: [
      'Llame al 911 o a su proveedor ahora si tiene un dolor de cabeza que no se quita, cambios en la vista, dolor en el pecho, dificultad para respirar, desmayos o fiebre de 100.4 °F (38 °C) o más.',
      'Busque atención de inmediato si tiene sangrado vaginal o salida de líquido, dolor fuerte en el vientre, hinchazón extrema de las manos o la cara, o una pierna hinchada, roja o adolorida.',
      'Si tiene pensamientos de hacerse daño o de hacerle daño a su bebé, llame o envíe un mensaje de texto al 988, o llame al 911.',
      'Cuando busque atención, diga que está embarazada o que lo estuvo en el último año.',
    ],
    source: CDC_HEAR_HER_ES,
  },
  'listeria-foods': {
    title: 'Protéjase de la Listeria',
    description:
      'Las embarazadas tienen unas diez veces más probabilidades de contraer listeriosis, que puede causar un aborto espontáneo, la muerte del bebé antes de nacer, un parto prematuro o una infección grave en el recién nacido.',
    recommendations: [
      'No tome leche cruda (sin pasteurizar) ni nada hecho con ella; coma quesos blandos solo si la etiqueta dice leche pasteurizada.',
      'Caliente las salchichas, los fiambres y las carnes frías hasta que echen vapor (165 °F) antes de comerlos.',
      'Evite los mariscos ahumados refrigerados, los patés refrigerados y las ensaladas preparadas de salchichonería; las versiones enlatadas que no necesitan refrigeración están bien.',
      'Evite los germinados crudos y el jugo o la sidra sin pasteurizar.',
    ],
    source: FDA_FOOD_ES,
  },
};
