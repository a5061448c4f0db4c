/**
 * openFDA food enforcement reports (https://open.fda.gov/apis/food/enforcement/), shaped like
 * `GET /food/enforcement.json` answers: a meta block and results with openFDA's snake_case fields
 * and YYYYMMDD dates. Firms and recall numbers are invented for tests.
 */

function recall(fields: {
  recall_number: string;
  status: 'Ongoing' | 'Completed' | 'Terminated';
  recalling_firm: string;
  product_description: string;
  reason_for_recall: string;
  report_date: string;
  classification: string;
}) {
  return {
    status: fields.status,
    city: 'Springfield',
    state: 'WI',
    country: 'United States',
    classification: fields.classification,
    openfda: {},
    product_type: 'Food',
    event_id: String(90000 + Number(fields.recall_number.slice(2, 6))),
    recalling_firm: fields.recalling_firm,
    address_1: '100 Dairy Lane',
    address_2: '',
    postal_code: '53000-0000',
    voluntary_mandated: 'Voluntary: Firm initiated',
    initial_firm_notification: 'Letter',
    distribution_pattern: 'Distributed in WI, IL and MN.',
    recall_number: fields.recall_number,
    product_description: fields.product_description,
    product_quantity: '1,200 units',
    reason_for_recall: fields.reason_for_recall,
    recall_initiation_date: fields.report_date,
    center_classification_date: fields.report_date,
    report_date: fields.report_date,
    code_info: 'All lots with sell-by dates before the recall.',
    ...(fields.status === 'Ongoing' ? {} : { termination_date: fields.report_date }),
  };
}

export const FDA_RECALLS = [
  recall({
    recall_number: 'F-0412-2025',
    status: 'Ongoing',
    recalling_firm: 'Green Valley Creamery LLC',
    product_description: 'Queso fresco soft cheese, 12 oz plastic tub, keep refrigerated.',
    reason_for_recall: 'Product may be contaminated with Listeria monocytogenes.',
    report_date: '20250305',
    classification: 'Class I',
  }),
  recall({
    recall_number: 'F-0977-2024',
    status: 'Ongoing',
    recalling_firm: 'Hillside Farmstead Cheese Co.',
    product_description: 'Raw milk brie style cheese, 8 oz wheel.',
    reason_for_recall: 'Cheese made from raw milk tested positive for Listeria monocytogenes.',
    report_date: '20241120',
    classification: 'Class I',
  }),
  recall({
    recall_number: 'F-1530-2023',
    status: 'Terminated',
    recalling_firm: 'Lakeshore Foods Inc.',
    product_description: 'Shredded cheddar cheese, 2 lb bag.',
    reason_for_recall: 'Undeclared wheat.',
    report_date: '20230614',
    classification: 'Class II',
  }),
];

export const OPENFDA_NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'No matches found!' } };

/** Answer for `search=product_description:"…"`; null means openFDA's 404 NOT_FOUND. */
export function enforcementAnswer(search: string, limit: number) {
  const phrase = /product_description:"([^"]*)"/.exec(search)?.[1]?.toLowerCase() ?? '';
  const hits = phrase === '' ? [] : FDA_RECALLS.filter((r) => r.product_description.toLowerCase().includes(phrase));
  if (hits.length === 0) return null;
  const sorted = [...hits].sort((a, b) => b.report_date.localeCompare(a.report_date));
  return {
    meta: {
      disclaimer:
        'Do not rely on openFDA to make decisions regarding medical care. While we make every effort to ensure that data is accurate, you should assume all results are unvalidated.',
      terms: 'https://open.fda.gov/terms/',
      license: 'https://open.fda.gov/license/',
      last_updated: '2025-03-12',
      results: { skip: 0, limit, total: hits.length },
    },
    results: sorted.slice(0, limit),
  };
}
