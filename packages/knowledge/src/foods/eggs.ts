import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FDA_PREGNANCY, USDA_FSIS_TEMPERATURES } from './sources.ts';

const category = CATEGORIES.eggs;

const RAW_EGG_REASON =
  'Raw and undercooked eggs can carry harmful bacteria. FDA advises pregnant people to eat eggs only when cooked until firm, and to use pasteurized eggs in recipes that leave them raw.';

const PASTEURIZED_EGGS_TIP = 'Make it with pasteurized eggs, or buy a version made with them.';

export const eggFoods: FoodRecord[] = [
  {
    id: 'eggs',
    name: 'Cooked Eggs',
    status: 'safe',
    description: 'Eggs cooked until both the yolk and the white are firm, and egg dishes cooked through.',
    reason: 'Thorough cooking kills the bacteria that raw eggs can carry, so fully cooked eggs are a safe choice.',
    guidelines: [
      'Cook eggs until the yolk and white are firm.',
      'Cook egg dishes such as quiche and frittata to 160°F (71°C).',
      'Keep eggs refrigerated at 40°F (4°C) or colder.',
    ],
    synonyms: [
      'eggs',
      'hard boiled eggs',
      'scrambled eggs',
      'omelet',
      'omelette',
      'fried egg',
      'quiche',
      'frittata',
      'egg whites',
      'deviled eggs',
    ],
    category,
    source: USDA_FSIS_TEMPERATURES,
  },
  {
    id: 'raw-eggs',
    name: 'Raw or Runny Eggs',
    status: 'avoid',
    description:
      'Eggs with runny yolks or whites, and foods that contain raw egg. Cook eggs until firm while pregnant.',
    reason: RAW_EGG_REASON,
    guidelines: [
      'Cook eggs until the yolk and white are firm instead of soft-boiled or sunny side up.',
      'Use pasteurized eggs for any recipe that calls for raw or lightly cooked egg.',
    ],
    synonyms: [
      'raw egg',
      'runny egg',
      'runny yolk',
      'soft boiled egg',
      'sunny side up',
      'over easy egg',
      'poached egg',
      'undercooked eggs',
      'raw egg yolk',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'pasteurized-eggs',
    name: 'Pasteurized Eggs',
    status: 'safe',
    description:
      'Eggs in the shell or in cartons that have been gently heat-treated to kill germs without cooking them.',
    reason: 'FDA recommends pasteurized eggs for recipes that use raw or lightly cooked egg during pregnancy.',
    guidelines: ['Look for "pasteurized" on the carton.', 'Keep them refrigerated at 40°F (4°C) or colder.'],
    synonyms: ['liquid eggs', 'carton eggs', 'egg substitute'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'raw-cookie-dough',
    name: 'Raw Cookie Dough',
    status: 'avoid',
    description: 'Unbaked cookie dough and cake or brownie batter, including licking the spoon.',
    reason: RAW_EGG_REASON,
    guidelines: [
      'Bake dough and batter fully before eating.',
      'Choose products sold as safe to eat raw, made without raw eggs.',
    ],
    synonyms: ['cookie dough', 'raw dough', 'cake batter', 'brownie batter', 'raw batter'],
    category: CATEGORIES.sweets,
    source: FDA_PREGNANCY,
  },
  {
    id: 'baked-goods',
    name: 'Baked Goods',
    status: 'safe',
    description: 'Fully baked cookies, cakes, muffins, brownies and pancakes.',
    reason: 'Baking cooks the eggs in the dough or batter, so finished baked goods do not carry the raw-egg risk.',
    guidelines: [
      'Make sure the center is baked through.',
      'Skip raw-egg frostings and fillings unless made with pasteurized eggs.',
    ],
    synonyms: ['cookies', 'cake', 'muffins', 'brownies', 'cupcakes', 'pancakes', 'waffles'],
    category: CATEGORIES.sweets,
    source: FDA_PREGNANCY,
  },
  {
    id: 'caesar-dressing',
    name: 'Homemade Caesar Dressing',
    status: 'caution',
    description:
      'Classic Caesar dressing whisked from raw egg yolk. Bottled dressings made with pasteurized eggs are fine.',
    reason: RAW_EGG_REASON,
    guidelines: [PASTEURIZED_EGGS_TIP, 'At restaurants, ask whether the dressing is made with raw egg.'],
    synonyms: ['caesar dressing', 'caesar salad'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'hollandaise',
    name: 'Hollandaise Sauce',
    status: 'caution',
    description: 'A warm butter and egg-yolk sauce, used on eggs Benedict, that is often only lightly cooked.',
    reason: RAW_EGG_REASON,
    guidelines: [PASTEURIZED_EGGS_TIP, 'Ask whether the poached eggs underneath are cooked until firm.'],
    synonyms: ['hollandaise', 'bearnaise', 'eggs benedict'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'mayonnaise',
    name: 'Mayonnaise',
    status: 'caution',
    description:
      'Mayonnaise and aioli. Homemade versions use raw egg; check that jarred ones are made with pasteurized eggs.',
    reason: RAW_EGG_REASON,
    guidelines: [PASTEURIZED_EGGS_TIP, 'Keep opened jars refrigerated at 40°F (4°C) or colder.'],
    synonyms: ['mayo', 'aioli', 'homemade mayonnaise'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'tiramisu',
    name: 'Tiramisu',
    status: 'caution',
    description: 'A layered dessert that traditionally uses raw eggs, plus coffee and sometimes liqueur.',
    reason: `${RAW_EGG_REASON} Tiramisu can also add to your caffeine total and may contain alcohol.`,
    guidelines: [
      PASTEURIZED_EGGS_TIP,
      'Leave out the liqueur, and count the coffee toward your 200 mg caffeine limit.',
    ],
    synonyms: [],
    category: CATEGORIES.sweets,
    source: FDA_PREGNANCY,
  },
  {
    id: 'mousse',
    name: 'Homemade Mousse',
    status: 'caution',
    description: 'Chocolate or fruit mousse and similar desserts that fold in raw egg whites or yolks.',
    reason: RAW_EGG_REASON,
    guidelines: [PASTEURIZED_EGGS_TIP, 'Choose baked or cooked custard desserts instead.'],
    synonyms: ['chocolate mousse', 'mousse', 'soft meringue'],
    category: CATEGORIES.sweets,
    source: FDA_PREGNANCY,
  },
];
