/**
 * Spec §2: seven common names as shortcuts: pain relievers, prenatal vitamins, folic acid and iron.
 * `name` is what is looked up (the knowledge base's English name); `label`, when there is one, is
 * the catalogue key of what the button reads (brand names read the same in every language).
 */
export const MEDICATION_SHORTCUTS = [
  {
    group: 'painRelievers',
    names: [{ name: 'Tylenol' }, { name: 'Advil' }, { name: 'Aleve' }, { name: 'Aspirin', label: 'aspirin' }],
  },
  {
    group: 'vitamins',
    names: [
      { name: 'Prenatal Vitamins', label: 'prenatalVitamins' },
      { name: 'Folic Acid', label: 'folicAcid' },
      { name: 'Iron', label: 'iron' },
    ],
  },
] as const satisfies readonly {
  group: string;
  names: readonly { name: string; label?: string }[];
}[];
