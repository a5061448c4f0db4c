import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FRIDGE_40F, LISTERIA_RISK, PASTEURIZED_LABEL } from './phrases.ts';
import { FDA_PREGNANCY } from './sources.ts';

const category = CATEGORIES.dairy;

const PASTEURIZED_DAIRY_REASON =
  'Pasteurization heats milk enough to kill Listeria and other germs, which is why pasteurized dairy is a safe choice in pregnancy.';

export const dairyFoods: FoodRecord[] = [
  {
    id: 'unpasteurized-milk',
    name: 'Unpasteurized Milk',
    status: 'avoid',
    description:
      'Raw milk from cows, goats or sheep that has not been heat-treated, and cream made from it. Do not drink it while pregnant.',
    reason: `Raw milk can carry Listeria and other harmful germs that pasteurization would have killed. ${LISTERIA_RISK}`,
    guidelines: [
      'Drink only milk whose label says "pasteurized".',
      'Skip foods made from raw milk, including raw-milk cheese and yogurt.',
      'Be careful at farm stands and markets, where raw milk is more often sold.',
    ],
    synonyms: ['raw milk', 'unpasteurised milk', 'raw cow milk', 'raw goat milk', 'raw cream', 'farm fresh raw milk'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'milk',
    name: 'Pasteurized Milk',
    status: 'safe',
    description: 'Store-bought milk that has been pasteurized, whether whole, reduced-fat, skim or lactose-free.',
    reason: PASTEURIZED_DAIRY_REASON,
    guidelines: ['Check for the word "pasteurized" on the label.', FRIDGE_40F],
    synonyms: [
      'milk',
      'cows milk',
      'whole milk',
      'skim milk',
      'low fat milk',
      '2% milk',
      'lactose free milk',
      'goat milk',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'yogurt',
    name: 'Yogurt',
    status: 'safe',
    description: 'Plain, flavored or Greek yogurt made from pasteurized milk.',
    reason: PASTEURIZED_DAIRY_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['yoghurt', 'greek yogurt', 'plain yogurt', 'skyr', 'frozen yogurt'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'kefir',
    name: 'Kefir',
    status: 'safe',
    description: 'A tangy fermented milk drink. Safe when made from pasteurized milk.',
    reason: PASTEURIZED_DAIRY_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['milk kefir', 'drinkable yogurt'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'butter',
    name: 'Butter',
    status: 'safe',
    description: 'Butter and ghee made from pasteurized cream.',
    reason: PASTEURIZED_DAIRY_REASON,
    guidelines: ['Choose butter made from pasteurized cream; skip raw-cream butter.'],
    synonyms: ['ghee', 'salted butter', 'unsalted butter'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'cream',
    name: 'Cream & Sour Cream',
    status: 'safe',
    description: 'Fresh cream, sour cream, crème fraîche and other creams made from pasteurized milk.',
    reason: PASTEURIZED_DAIRY_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['sour cream', 'creme fraiche', 'crema', 'heavy cream', 'whipped cream', 'half and half'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'ice-cream',
    name: 'Ice Cream',
    status: 'safe',
    description:
      'Store-bought ice cream and gelato made with pasteurized milk. Homemade versions can contain raw eggs.',
    reason:
      'Commercial ice cream is made from pasteurized dairy. The concern is homemade ice cream or custard bases that use raw eggs, which can carry harmful germs.',
    guidelines: [
      'Pick store-bought ice cream made with pasteurized milk.',
      'For homemade ice cream, use pasteurized eggs or a cooked custard base.',
    ],
    synonyms: ['gelato', 'soft serve', 'frozen custard'],
    category: CATEGORIES.sweets,
    source: FDA_PREGNANCY,
  },
  {
    id: 'eggnog',
    name: 'Eggnog',
    status: 'caution',
    description:
      'A creamy holiday drink. Pasteurized store-bought eggnog without alcohol is fine; homemade eggnog often uses raw eggs and liquor.',
    reason:
      'Raw eggs can carry harmful germs, and FDA names eggnog as a common raw-egg food. Spiked eggnog also contains alcohol, and no amount of alcohol is known to be safe in pregnancy.',
    guidelines: [
      'Buy pasteurized eggnog and check that it contains no alcohol.',
      'For homemade eggnog, use pasteurized eggs or heat the egg mixture to 160°F (71°C).',
      'Leave out the rum, brandy or whiskey.',
    ],
    synonyms: ['egg nog', 'homemade eggnog'],
    category,
    source: FDA_PREGNANCY,
  },
];
