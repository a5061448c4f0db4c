import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FRIDGE_40F, LISTERIA_RISK, REHEAT_165 } from './phrases.ts';
import { CDC_LISTERIA, FDA_PREGNANCY, USDA_FSIS_TEMPERATURES } from './sources.ts';

const category = CATEGORIES.deli;

const STEAMING_165 = 'Heat it to 165°F (74°C), or until steaming hot, right before eating.';

export const deliFoods: FoodRecord[] = [
  {
    id: 'deli-meat',
    name: 'Deli Meat',
    status: 'caution',
    description:
      'Cold cuts and luncheon meats such as sliced turkey, ham, chicken, roast beef and bologna. Eat them only after heating until steaming hot.',
    reason: `Ready-to-eat deli meats can carry Listeria. ${LISTERIA_RISK} Heating to 165°F kills it.`,
    guidelines: [STEAMING_165, 'Toast or grill sandwiches until the meat inside is steaming, not just warm.'],
    synonyms: [
      'deli turkey',
      'deli ham',
      'deli chicken',
      'deli roast beef',
      'cold cuts',
      'luncheon meat',
      'lunch meat',
      'lunchmeat',
      'sliced turkey',
      'bologna',
      'sandwich meat',
      'deli sandwich',
      'sub sandwich',
      'hoagie',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'hot-dogs',
    name: 'Hot Dogs',
    status: 'caution',
    description: 'Hot dogs, frankfurters and wieners. Fine once heated until steaming hot all the way through.',
    reason: `Hot dogs are sold ready to eat but can carry Listeria. ${LISTERIA_RISK} Heating to 165°F kills it.`,
    guidelines: [STEAMING_165, 'Do not eat them cold straight from the package.'],
    synonyms: ['frankfurter', 'wiener', 'franks', 'corn dog'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'dry-cured-meats',
    name: 'Dry-Cured Meats & Sausages',
    status: 'caution',
    description:
      'Fermented or dry sausages and cured meats such as salami, pepperoni, chorizo and prosciutto. Eat them only when cooked until steaming, such as on a hot pizza.',
    reason: `FDA groups fermented and dry sausages with deli meats because they are eaten without cooking and can carry Listeria. ${LISTERIA_RISK}`,
    guidelines: [STEAMING_165, 'Skip cold charcuterie boards; bake or fry the meat until sizzling instead.'],
    synonyms: [
      'salami',
      'pepperoni',
      'chorizo',
      'soppressata',
      'summer sausage',
      'genoa salami',
      'prosciutto',
      'serrano ham',
      'charcuterie',
      'dry sausage',
      'fermented sausage',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'refrigerated-pate',
    name: 'Refrigerated Pâté & Meat Spreads',
    status: 'avoid',
    description:
      'Pâtés, terrines and meat spreads sold from the refrigerator case or deli counter, including liverwurst.',
    reason: `Refrigerated pâtés and meat spreads can carry Listeria. ${LISTERIA_RISK} Liver pâtés are also very high in vitamin A.`,
    guidelines: [
      'Choose canned or shelf-stable pâté instead; it is fine to eat.',
      'Check whether a spread is kept in the refrigerator at the store; if so, skip it.',
    ],
    synonyms: [
      'pate',
      'meat spread',
      'liver pate',
      'chicken liver pate',
      'liverwurst',
      'braunschweiger',
      'foie gras',
      'terrine',
      'rillettes',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'canned-pate',
    name: 'Canned Pâté',
    status: 'safe',
    description:
      'Pâtés and meat spreads sold in cans or other shelf-stable packages that do not need refrigeration before opening.',
    reason:
      'FDA notes that canned and shelf-stable pâtés and meat spreads are fine during pregnancy, unlike refrigerated ones.',
    guidelines: [
      'Once opened, keep it in a refrigerator set to 40°F (4°C) or colder.',
      'Liver-based pâtés are rich in vitamin A, so keep portions small.',
    ],
    synonyms: ['shelf stable pate', 'canned meat spread', 'potted meat', 'deviled ham'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'deli-salads',
    name: 'Premade Deli Salads',
    status: 'avoid',
    description: 'Store-made ham, chicken, egg, tuna and seafood salads from the deli counter.',
    reason: `FDA advises pregnant people to avoid premade deli salads because they can carry Listeria. ${LISTERIA_RISK}`,
    guidelines: [
      'Make these salads at home with freshly cooked ingredients.',
      'Refrigerate homemade salads at 40°F (4°C) or colder and eat them soon.',
    ],
    synonyms: [
      'ham salad',
      'chicken salad',
      'egg salad',
      'tuna salad',
      'seafood salad',
      'deli salad',
      'store made salad',
      'macaroni salad',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'leftovers',
    name: 'Leftovers & Casseroles',
    status: 'safe',
    description: 'Cooked meals saved for later, including casseroles, soups and takeout.',
    reason: 'Reheating to 165°F (74°C) kills germs that may have grown since the food was first cooked.',
    guidelines: [REHEAT_165, FRIDGE_40F],
    synonyms: ['leftover', 'casserole', 'reheated food', 'takeout', 'soup', 'stew'],
    category,
    source: USDA_FSIS_TEMPERATURES,
  },
  {
    id: 'pizza',
    name: 'Pizza',
    status: 'safe',
    description: 'Pizza baked until hot and bubbling, including with cheese and cured-meat toppings.',
    reason:
      'Baking heats toppings such as pepperoni and cheese until steaming, which deals with the Listeria risk those foods carry when cold.',
    guidelines: ['Eat it hot from the oven.', 'Reheat cold or leftover slices to 165°F (74°C), until steaming.'],
    synonyms: ['cheese pizza', 'pepperoni pizza', 'frozen pizza', 'pizza slice'],
    category,
    source: CDC_LISTERIA,
  },
];
