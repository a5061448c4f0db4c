// Sentences that several records share, kept in one place so the wording of a
// fact is identical wherever it appears.

export const LISTERIA_RISK =
  'Pregnancy makes listeriosis about 10 times more likely, and the infection can lead to miscarriage, stillbirth, preterm labor or a serious illness in the newborn.';

export const FRIDGE_40F = 'Keep it in a refrigerator set to 40°F (4°C) or colder.';

export const PASTEURIZED_LABEL = 'Check that the label says it is made with pasteurized milk.';

export const RINSE_PRODUCE = 'Rinse it under running water just before eating, cutting or cooking.';

export const REHEAT_165 = 'Reheat leftovers to 165°F (74°C), until steaming hot all the way through.';

export const CAFFEINE_LIMIT =
  'ACOG advises keeping caffeine below 200 mg a day; at that level caffeine does not appear to be a major factor in miscarriage or preterm birth.';

export const CAFFEINE_TOTAL =
  'Add up caffeine from every source (coffee, tea, soda, energy drinks and chocolate) and stay under 200 mg a day.';

export const NO_SAFE_ALCOHOL =
  'CDC states there is no known safe amount of alcohol, and no safe time to drink it, during pregnancy or while trying to get pregnant. Every type counts, including wine and beer.';

export const ASK_PROVIDER = 'Ask your healthcare provider if you are unsure.';
