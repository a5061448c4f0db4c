import type { SourceRef } from '../types.ts';

// The organisations' own Spanish pages BLOOM's Spanish content is translated from (issue 35),
// each looked up on the day below; the English records keep citing the English pages.

/** The day these Spanish pages were looked up and the translations checked against them. */
export const SPANISH_REVIEWED = '2026-11-26';

/**
 * CDC's Hear Her campaign in Spanish ("signos de advertencia de una urgencia en la madre"). Its
 * Spanish section lives under /hearher/spanish/; the page found is the one for health
 * professionals, which names the signs and why to ask whether she is or was pregnant.
 */
export const CDC_HEAR_HER_ES: SourceRef = {
  organization: 'Centros para el Control y la Prevención de Enfermedades (CDC)',
  title: 'Hear Her: signos de advertencia de una urgencia en la madre',
  url: 'https://www.cdc.gov/hearher/spanish/proveedores-atencion-medica/otros-profesionales.html',
  reviewed: SPANISH_REVIEWED,
};

/** FDA's "Food Safety for Moms to Be" in Spanish: the summary page. */
export const FDA_FOOD_ES: SourceRef = {
  organization: 'Administración de Alimentos y Medicamentos de los EE. UU. (FDA)',
  title: 'Resumen de Seguridad alimentaria para futuras mamás',
  url: 'https://www.fda.gov/food/people-risk-foodborne-illness/resumen-de-seguridad-alimentaria-para-futuras-mamas',
  reviewed: SPANISH_REVIEWED,
};
