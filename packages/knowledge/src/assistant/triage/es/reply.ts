import { CDC_HEAR_HER_ES } from '../../../spanish/sources.ts';
import { TELEPHONE } from '../../types.ts';
import type { SignId } from '../concept.ts';

// The urgent call card in Spanish (issue 35): the same card as ../../triage.ts's urgentReply
// (the telephone line first, then what to say on the phone and one line per sign), in the
// words of CDC's Spanish Hear Her pages, with 988 (which answers in Spanish) for self-harm.

/** Completes "Estoy embarazada y tengo …". */
export const SAYS_ES: Readonly<Record<SignId, string>> = {
  headache: 'un dolor de cabeza fuerte que no se quita o empeora',
  dizziness: 'mareos o desmayos',
  'self-harm': 'pensamientos de hacerme daño o de hacerle daño a mi bebé',
  vision: 'cambios en la vista',
  fever: 'fiebre de 100.4 °F (38 °C) o más',
  swelling: 'hinchazón extrema de las manos o la cara',
  breathing: 'dificultad para respirar',
  chest: 'dolor en el pecho o latidos rápidos del corazón',
  vomiting: 'náuseas y vómitos fuertes (no como las náuseas matutinas)',
  'belly-pain': 'un dolor fuerte en el vientre que no se quita',
  movement: 'que el bebé dejó de moverse o se mueve menos',
  bleeding: 'sangrado vaginal',
  fluid: 'salida de líquido por la vagina',
  leg: 'dolor, hinchazón o enrojecimiento en una pierna',
  tiredness: 'un cansancio extremo',
  seizure: 'una convulsión',
  contractions: 'contracciones regulares',
};

/** One line of guidance per sign, under the card. */
export const GUIDANCE_ES: Readonly<Record<SignId, string>> = {
  'self-harm': 'Los pensamientos de hacerse daño o de hacerle daño al bebé son un signo de urgencia: pida ayuda ahora.',
  bleeding:
    'El sangrado vaginal durante el embarazo, o un sangrado abundante después del parto, es un signo de advertencia de urgencia.',
  fluid: 'La salida de líquido por la vagina durante el embarazo es un signo de advertencia de urgencia.',
  movement: 'Que el bebé deje de moverse o se mueva menos durante el embarazo es un signo de advertencia de urgencia.',
  contractions: 'Las contracciones regulares antes de las 37 semanas pueden ser un parto prematuro: llame ahora.',
  seizure: 'Una convulsión durante el embarazo o después del parto es una emergencia.',
  breathing: 'La dificultad para respirar es un signo de advertencia de urgencia.',
  chest: 'El dolor en el pecho o los latidos rápidos del corazón son un signo de advertencia de urgencia.',
  headache: 'Un dolor de cabeza fuerte que no se quita o empeora con el tiempo es un signo de advertencia de urgencia.',
  vision: 'Los cambios en la vista (visión borrosa, manchas o destellos) son un signo de advertencia de urgencia.',
  dizziness: 'Los mareos o desmayos son un signo de advertencia de urgencia.',
  swelling: 'La hinchazón extrema de las manos o la cara es un signo de advertencia de urgencia.',
  fever: 'La fiebre de 100.4 °F (38 °C) o más es un signo de advertencia de urgencia.',
  'belly-pain': 'Un dolor fuerte en el vientre que no se quita es un signo de advertencia de urgencia.',
  vomiting:
    'Las náuseas y vómitos fuertes, distintos de las náuseas matutinas, son un signo de advertencia de urgencia.',
  leg: 'El dolor, la hinchazón o el enrojecimiento de una pierna es un signo de advertencia de urgencia.',
  tiredness: 'El cansancio extremo es un signo de advertencia de urgencia.',
};

function joinY(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

export interface SpanishCard {
  signs: SignId[];
  selfHarm: boolean;
  /** 'pregnant' (she writes), 'about-her' (her partner writes), 'himself' (a partner's own symptoms). */
  speaker: 'pregnant' | 'about-her' | 'himself';
  week: number | null;
  name: string | undefined;
  /** The order in which guidance lines are shown (most pressing first). */
  order: readonly SignId[];
}

/** The urgent reply in Spanish; starts with the telephone emoji so the client shows the call card. */
export function spanishUrgentReply(card: SpanishCard): string {
  const { signs, selfHarm, speaker, week, name } = card;
  const lines: string[] = [];
  if (selfHarm) {
    lines.push(
      `${TELEPHONE} Llame o envíe un mensaje de texto al 988 ahora, o llame al 911 si podría actuar según estos pensamientos`,
    );
    lines.push(
      `${name ? `${name}, me` : 'Me'} alegra mucho que me lo haya contado. Lo que siente importa y merece apoyo ahora mismo.`,
    );
    lines.push(
      'Puede llamar o enviar un mensaje de texto al **988**, la Línea de Prevención del Suicidio y Crisis (tiene atención en español), para hablar con alguien ahora, de día o de noche. Si podría actuar según estos pensamientos o está en peligro, llame al **911**. No está sola, y pedir ayuda es lo correcto.',
    );
  } else if (speaker === 'himself') {
    lines.push(`${TELEPHONE} Llame al 911 o a su médico ahora`);
    lines.push(
      `${name ? `${name}, lo` : 'Lo'} que describe puede ser una emergencia. No espere a ver si se le pasa: busque atención médica ahora.`,
    );
  } else {
    lines.push(`${TELEPHONE} Llame al 911 o a su proveedor de atención médica ahora`);
    lines.push(
      `${name ? `${name}, lo` : 'Lo'} que describe puede ser un signo de advertencia de una urgencia en la madre. No espere a ver si se le pasa: busque atención médica ahora.`,
    );
  }
  const says = signs.map((id) => SAYS_ES[id]);
  const what = says.length > 0 ? joinY(says) : 'un signo de advertencia de urgencia';
  const before37 = signs.includes('contractions') && week !== null && week < 37 ? ', y es antes de las 37 semanas' : '';
  if (speaker === 'himself') {
    lines.push(`**Qué decir:** “Tengo ${says.length > 0 ? joinY(says) : 'un síntoma urgente'}.”`);
  } else if (speaker === 'about-her') {
    const who =
      week === null
        ? 'Mi pareja está embarazada (o lo estuvo en el último año)'
        : `Mi pareja está embarazada (semana ${week})`;
    lines.push(
      `**Qué decir:** “${who} y tiene ${what.replace(/\bhacerme\b/g, 'hacerse').replace(/\bmi bebé\b/g, 'el bebé')}${before37}.”`,
    );
  } else {
    const who = week === null ? 'Estoy embarazada (o lo estuve en el último año)' : `Estoy embarazada (semana ${week})`;
    lines.push(`**Qué decir:** “${who} y tengo ${what}${before37}.”`);
  }
  if (speaker !== 'himself') {
    const guidance = card.order.filter((id) => signs.includes(id)).map((id) => `- ${GUIDANCE_ES[id]}`);
    if (guidance.length > 0) lines.push(guidance.join('\n'));
    lines.push(`Fuente: [${CDC_HEAR_HER_ES.organization}: ${CDC_HEAR_HER_ES.title}](${CDC_HEAR_HER_ES.url})`);
  }
  return lines.join('\n\n');
}
