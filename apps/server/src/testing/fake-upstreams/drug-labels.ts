/**
 * openFDA drug labels (https://open.fda.gov/apis/drug/label/), shaped like `GET
 * /drug/label.json` answers: a meta block and results whose fields are arrays of strings, with
 * the `openfda` block of brand, generic and manufacturer names. Texts are written for tests in
 * the style of real labels; manufacturers are invented.
 */

interface FakeLabel {
  openfda: { brand_name?: string[]; generic_name?: string[]; manufacturer_name?: string[] };
  purpose?: string[];
  pregnancy_or_breast_feeding?: string[];
  pregnancy?: string[];
  warnings?: string[];
  effective_time: string;
  set_id: string;
}

export const FAKE_DRUG_LABELS: FakeLabel[] = [
  {
    openfda: {
      brand_name: ['Tylenol Extra Strength'],
      generic_name: ['ACETAMINOPHEN'],
      manufacturer_name: ['Example Consumer Health Inc.'],
    },
    purpose: ['Purpose Pain reliever/fever reducer'],
    pregnancy_or_breast_feeding: ['If pregnant or breast-feeding, ask a health professional before use.'],
    warnings: [
      'Warnings Liver warning: This product contains acetaminophen. Severe liver damage may occur if you take more than the maximum daily amount. Do not use with any other drug containing acetaminophen.',
    ],
    effective_time: '20250110',
    set_id: 'fake-0001',
  },
  {
    openfda: {
      brand_name: ['Advil'],
      generic_name: ['IBUPROFEN'],
      manufacturer_name: ['Example Pharma Co.'],
    },
    purpose: ['Purpose Pain reliever/fever reducer'],
    pregnancy_or_breast_feeding: [
      'If pregnant or breast-feeding, ask a health professional before use. It is especially important not to use ibuprofen at 20 weeks or later in pregnancy unless definitely directed to do so by a doctor because it may cause problems in the unborn child or complications during delivery.',
    ],
    warnings: [
      'Warnings Allergy alert: Ibuprofen may cause a severe allergic reaction. Stomach bleeding warning: This product contains an NSAID.',
    ],
    effective_time: '20240822',
    set_id: 'fake-0002',
  },
  {
    // An Rx-style label: its pregnancy text is under `pregnancy`, not `pregnancy_or_breast_feeding`.
    openfda: {
      brand_name: ['Zofran'],
      generic_name: ['ONDANSETRON HYDROCHLORIDE'],
      manufacturer_name: ['Example Labs LLC'],
    },
    pregnancy: [
      '8.1 Pregnancy Risk Summary Available data do not reliably inform the association of ondansetron with adverse fetal outcomes.',
    ],
    effective_time: '20231105',
    set_id: 'fake-0003',
  },
  {
    // A label openFDA knows although BLOOM's own database does not.
    openfda: {
      brand_name: ['Examplex'],
      generic_name: ['EXAMPLEXIN'],
      manufacturer_name: ['Fictional Therapeutics'],
    },
    purpose: ['Purpose Antihistamine'],
    pregnancy_or_breast_feeding: ['If pregnant or breast-feeding, ask a health professional before use.'],
    warnings: ['Warnings Do not use with other antihistamines. May cause drowsiness.'],
    effective_time: '20250301',
    set_id: 'fake-0004',
  },
];

/**
 * Answer for `search=openfda.generic_name:"…"` optionally OR `openfda.brand_name:"…"` (a space
 * between clauses means OR); a phrase matches when every word of it is a word of the field,
 * as openFDA's analysed fields do. Null means openFDA's 404 NOT_FOUND.
 */
export function drugLabelAnswer(search: string, limit: number) {
  const clauses = [...search.matchAll(/openfda\.(generic_name|brand_name):"([^"]*)"/g)];
  const hits = FAKE_DRUG_LABELS.filter((label) =>
    clauses.some(([, field, phrase]) => {
      const words = (phrase ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const values = label.openfda[field as 'generic_name' | 'brand_name'] ?? [];
      return (
        words.length > 0 &&
        values.some((value) => {
          const valueWords = value.toLowerCase().split(/[^a-z0-9]+/);
          return words.every((w) => valueWords.includes(w));
        })
      );
    }),
  );
  if (hits.length === 0) return null;
  return {
    meta: {
      disclaimer: 'Do not rely on openFDA to make decisions regarding medical care.',
      terms: 'https://open.fda.gov/terms/',
      license: 'https://open.fda.gov/license/',
      last_updated: '2025-03-12',
      results: { skip: 0, limit, total: hits.length },
    },
    results: hits.slice(0, limit),
  };
}
