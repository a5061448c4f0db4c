import type { kicks as en } from '../en/kicks.ts';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & Record<string, unknown>;

/** El contador de patadas (issue 34): el contador, su tarjeta de urgencia, sus sesiones y la tarjeta de enlace. */
export const kicks: Catalogue<typeof en> = {
  link: {
    title: 'Contador de patadas',
    text: 'Mide cuánto tarda tu bebé en hacer {{target}} movimientos',
  },
  page: {
    failed: 'No pudimos cargar tu contador de patadas.',
    retry: 'Intentar de nuevo',
    loading: 'Cargando tus sesiones…',
  },
  counter: {
    title: 'Cuenta los movimientos de tu bebé',
    start: 'Empezar a contar',
    time: 'Tiempo',
    timeToTarget: 'Tiempo hasta {{target}}',
    movements_one: '{{count}} movimiento',
    movements_many: '{{count}} movimientos',
    movements_other: '{{count}} movimientos',
    reached: '{{movements}} · {{target}} en {{time}}',
    tap: 'Toca con cada movimiento',
    lessThanUsual: 'Mi bebé se mueve menos de lo habitual',
    stop: 'Parar y guardar',
    saving: 'Guardando tu sesión…',
    retry: 'Intentar de nuevo',
    discard: 'Descartar esta sesión',
    saved: 'Sesión guardada: {{movements}}.',
    savedReached: 'Sesión guardada: {{movements}}, {{target}} en {{time}}.',
    again: 'Contar otra vez',
  },
  history: {
    title: 'Sesiones recientes',
    empty: 'Las sesiones que cuentes aparecerán aquí.',
    delete: 'Eliminar la sesión del {{when}}',
    detail_one: '{{count}} movimiento en {{minutes}} min · {{result}}',
    detail_many: '{{count}} movimientos en {{minutes}} min · {{result}}',
    detail_other: '{{count}} movimientos en {{minutes}} min · {{result}}',
    reached: '{{target}} en {{time}}',
    notReached: 'No llegó a {{target}}',
    lessThanUsual: 'Menos de lo habitual',
    fewerThan: 'Menos de {{target}}',
  },
  urgent: {
    heading: 'Llama ahora a tu profesional de la salud',
    // Palabra por palabra de los CDC en español (Hear Her), como la tarjeta urgente del chat
    // (packages/knowledge, triage/es/reply.ts): conserva su «usted» (decisión 021).
    sign: 'Que el bebé deje de moverse o se mueva menos durante el embarazo es un signo de advertencia de urgencia.',
  },
  duration: {
    hm: '{{h}} h {{m}} min',
    ms: '{{m}} min {{s}} s',
    s: '{{s}} s',
  },
};
