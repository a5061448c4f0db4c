import type { checklists as en } from '../en/checklists.ts';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & Record<string, unknown>;

/**
 * Las listas (bolsa para el hospital, preferencias para el parto, antes de que llegue tu bebé) y
 * su tarjeta. Las sugerencias, las introducciones y sus fuentes siguen en inglés (la base de
 * conocimientos no las tiene en español): se muestran marcadas como inglés.
 */
export const checklists: Catalogue<typeof en> = {
  link: {
    title: 'Listas',
    text: 'Bolsa para el hospital, preferencias para el parto y antes de que llegue tu bebé',
  },
  page: {
    tabs: 'Listas',
    loading: 'Cargando tus listas…',
    failed: 'No pudimos cargar tus listas.',
    tryAgain: 'Intentar de nuevo',
  },
  lists: {
    'hospital-bag': 'Bolsa para el hospital',
    'birth-preferences': 'Preferencias para el parto',
    'before-baby': 'Antes de que llegue tu bebé',
  },
  addTo: {
    'hospital-bag': 'Agregar a la bolsa para el hospital',
    'birth-preferences': 'Agregar a tus preferencias para el parto',
    'before-baby': 'Agregar a antes de que llegue tu bebé',
  },
  add: 'Agregar',
  progress: 'Completados: {{done}} de {{count}}',
  empty: 'Esta lista está vacía. Agrega aquí abajo un elemento propio.',
  item: {
    source: 'Fuente: {{short}}',
    sourceLabel: 'Fuente: {{short}}, {{organization}}, {{title}} (revisada el {{reviewed}})',
    own: 'Agregado por ti',
    moveUp: 'Subir «{{text}}»',
    moveDown: 'Bajar «{{text}}»',
    remove: 'Eliminar «{{text}}»',
  },
  removed_one: '{{count}} sugerencia eliminada',
  removed_many: '{{count}} sugerencias eliminadas',
  removed_other: '{{count}} sugerencias eliminadas',
  putBack: 'Restaurar',
  putBackNamed: 'Restaurar «{{text}}»',
};
