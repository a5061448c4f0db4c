/** Spec §2: seven common names as shortcuts: pain relievers, prenatal vitamins, folic acid and iron. */
export const MEDICATION_SHORTCUTS: { group: string; names: string[] }[] = [
  { group: 'Pain relievers', names: ['Tylenol', 'Advil', 'Aleve', 'Aspirin'] },
  { group: 'Vitamins and supplements', names: ['Prenatal Vitamins', 'Folic Acid', 'Iron'] },
];
