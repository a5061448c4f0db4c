import type { contractions as en } from '../en/contractions.ts';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & Record<string, unknown>;

/** El cronómetro de contracciones (issue 34): el cronómetro, la última hora, su tarjeta de «llama ya», la lista. */
export const contractions: Catalogue<typeof en> = {
  link: {
    title: 'Cronómetro de contracciones',
    text: 'Mide cuánto duran y cada cuánto llegan',
  },
  page: {
    failed: 'No pudimos cargar el cronómetro de contracciones.',
    retry: 'Intentar de nuevo',
    loading: 'Cargando tus contracciones…',
    forPartner: 'Estás cronometrando las contracciones de tu pareja. Solo ella puede eliminar una.',
  },
  timer: {
    title: 'Cronometra tus contracciones',
    titlePartner: 'Cronometra sus contracciones',
    start: 'Empezar contracción',
    stop: 'Parar contracción',
    hintStart: 'Toca cuando empiece una contracción.',
    hintStop: 'Toca cuando la contracción se calme.',
    saving: 'Guardando la contracción…',
    retry: 'Intentar de nuevo',
    discard: 'Descartar esta contracción',
    last: 'La última: {{length}}.',
    lastInterval: 'La última: {{length}}, {{interval}} después de la anterior.',
  },
  announce: {
    started: 'Contracción iniciada.',
    stopped: 'Contracción detenida: {{length}}.',
    tooShort: 'Detenida a los {{length}}: demasiado corta para contar, no se guardó.',
    saved: 'Contracción guardada: {{length}}.',
  },
  summary: {
    title: 'La última hora',
    count: 'Contracciones',
    averageLength: 'Duración promedio',
    averageInterval: 'Intervalo promedio',
    rule_one: '5-1-1 (cada {{interval}} minutos o menos, de más o menos 1 minuto, durante {{count}} hora):',
    rule_many: '5-1-1 (cada {{interval}} minutos o menos, de más o menos 1 minuto, durante {{count}} horas):',
    rule_other: '5-1-1 (cada {{interval}} minutos o menos, de más o menos 1 minuto, durante {{count}} horas):',
    yes: 'sí',
    notYet: 'todavía no',
  },
  list: {
    title: 'Contracciones recientes',
    empty: 'Las contracciones que cronometres aparecerán aquí.',
    delete: 'Eliminar la contracción del {{when}}',
    detail: 'Duró {{length}} · {{interval}}',
    first: 'la primera de esta serie',
    after: '{{interval}} después de la anterior',
  },
  urgent: {
    heading: 'Llama ahora a tu profesional de la salud o a la sala de partos',
    // Palabra por palabra de la tarjeta urgente del chat (packages/knowledge, triage/es/reply.ts,
    // de los CDC en español): conserva su «usted» (decisión 021).
    preterm: 'Las contracciones regulares antes de las 37 semanas pueden ser un parto prematuro: llame ahora.',
  },
  duration: {
    hm: '{{h}} h {{m}} min',
    ms: '{{m}} min {{s}} s',
    s: '{{s}} s',
  },
};
