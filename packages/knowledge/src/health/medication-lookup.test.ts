import { describe, expect, it } from 'vitest';
import { findMedication } from './medications/lookup.ts';

/** What a person types → the record it must find, its status and how it matched. */
const QUERIES: [query: string, id: string, status: string, matchedBy: string][] = [
  ['acetaminophen', 'acetaminophen', 'caution', 'name'],
  ['Tylenol', 'acetaminophen', 'caution', 'brand'],
  ['tylenol extra strength', 'acetaminophen', 'caution', 'brand'],
  ['paracetamol', 'acetaminophen', 'caution', 'name'],
  ['acetaminophin', 'acetaminophen', 'caution', 'spelling'],
  ['tylenl', 'acetaminophen', 'caution', 'spelling'],
  ['Advil', 'ibuprofen', 'avoid', 'brand'],
  ['motrin', 'ibuprofen', 'avoid', 'brand'],
  ['ibuprofin', 'ibuprofen', 'avoid', 'spelling'],
  ['Can I take ibuprofen while pregnant?', 'ibuprofen', 'avoid', 'name'],
  ['Aleve', 'naproxen', 'avoid', 'brand'],
  ['naproxin', 'naproxen', 'avoid', 'spelling'],
  ['aspirin', 'aspirin', 'avoid', 'name'],
  ['asprin', 'aspirin', 'avoid', 'spelling'],
  ['baby aspirin', 'low-dose-aspirin', 'caution', 'name'],
  ['aspirin 81mg', 'low-dose-aspirin', 'caution', 'name'],
  ['low-dose aspirin', 'low-dose-aspirin', 'caution', 'name'],
  ['Zofran', 'ondansetron', 'caution', 'brand'],
  ['ondansteron', 'ondansetron', 'caution', 'spelling'],
  ['Benadryl', 'diphenhydramine', 'safe', 'brand'],
  ['benadril', 'diphenhydramine', 'safe', 'spelling'],
  ['Claritin', 'loratadine', 'safe', 'brand'],
  ['zyrtec', 'cetirizine', 'safe', 'brand'],
  ['Tums', 'calcium-carbonate', 'safe', 'brand'],
  ['pepcid', 'famotidine', 'safe', 'brand'],
  ['Miralax', 'polyethylene-glycol', 'safe', 'brand'],
  ['Prenatal Vitamins', 'prenatal-vitamins', 'safe', 'name'],
  ['prenatal vitamin', 'prenatal-vitamins', 'safe', 'name'],
  ['Folic Acid', 'folic-acid', 'safe', 'name'],
  ['folic acd', 'folic-acid', 'safe', 'spelling'],
  ['Iron', 'iron', 'safe', 'name'],
  ['ferrous sulfate tablets', 'iron', 'safe', 'name'],
  ['amoxicilin', 'amoxicillin', 'safe', 'spelling'],
  ['Z-Pak', 'azithromycin', 'safe', 'brand'],
  ['Macrobid', 'nitrofurantoin', 'caution', 'brand'],
  ['doxycycline', 'doxycycline', 'avoid', 'name'],
  ['Accutane', 'isotretinoin', 'avoid', 'name'],
  ['isotretinoin', 'isotretinoin', 'avoid', 'name'],
  ['Coumadin', 'warfarin', 'avoid', 'brand'],
  ['warfarine', 'warfarin', 'avoid', 'spelling'],
  ['lisinopril', 'lisinopril', 'avoid', 'name'],
  ['ACE inhibitors', 'lisinopril', 'avoid', 'name'],
  ['Depakote', 'valproate', 'avoid', 'brand'],
  ['valproic acid', 'valproate', 'avoid', 'name'],
  ['Lipitor', 'atorvastatin', 'avoid', 'brand'],
  ['Zoloft', 'sertraline', 'caution', 'brand'],
  ['Sudafed', 'pseudoephedrine', 'caution', 'brand'],
  ['Sudafed PE', 'phenylephrine', 'caution', 'brand'],
  ['Pepto-Bismol', 'bismuth-subsalicylate', 'avoid', 'brand'],
  ['Diclegis', 'doxylamine-pyridoxine', 'safe', 'brand'],
  ['synthroid', 'levothyroxine', 'safe', 'brand'],
  ['Tamiflu', 'oseltamivir', 'safe', 'brand'],
  ['vitamin a', 'vitamin-a', 'caution', 'name'],
  ['vitamin B6', 'vitamin-b6', 'safe', 'name'],
];

describe('medication look-up', () => {
  it(`finds the right record and status for ${QUERIES.length} typed names, brands and misspellings`, () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
    for (const [query, id, status, matchedBy] of QUERIES) {
      const found = findMedication(query);
      expect.soft(found?.record.id, `"${query}"`).toBe(id);
      expect.soft(found?.record.status, `"${query}" status`).toBe(status);
      expect.soft(found?.matchedBy, `"${query}" matched by`).toBe(matchedBy);
    }
  });

  it('says which brand matched, as written on the pack', () => {
    expect(findMedication('tylenol')?.matched).toBe('Tylenol');
    expect(findMedication('MOTRIN')?.matched).toBe('Motrin');
  });

  it.each(['', '   ', 'tablets', 'zzqxv', 'unobtainium', 'xanaxx pills', 'iro', 'vitamin'])(
    'finds nothing for %j',
    (query) => {
      expect(findMedication(query)).toBeUndefined();
    },
  );
});
