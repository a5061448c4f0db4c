import type { food as en } from '../en/food.ts';

/** La consulta de alimentos. */
export const food: typeof en = {
  title: 'Seguridad de los alimentos',
  tools: 'Herramientas de seguridad alimentaria',
  searchTab: 'Buscar alimento',
  upcTab: 'Escáner de códigos UPC',
  term: 'Alimento o ingrediente',
  placeholder: 'p. ej. salmón, queso brie, pavo de charcutería',
  search: 'Buscar',
  checking: 'Consultando las bases de datos del USDA y la FDA...',
  live: 'Datos en vivo del USDA y la FDA',
  local: 'Base de datos local',
  updated: 'Actualizado: {{when}}',
  localResults: 'Resultados de la base de datos local',
  noResults: 'No hay resultados para «{{term}}»',
  tryCommon: 'Prueba con alimentos comunes como salmón, queso o espinacas.',
  status: { safe: 'Seguro', caution: 'Con precaución', avoid: 'Evitar', unknown: 'Desconocido' },
};
