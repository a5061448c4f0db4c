import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { CHILL_AND_REHEAT, pantry } from './pantry-helpers.ts';

const category = CATEGORIES.legumes;

const NUT_TIPS = ['Store it sealed and use it by the date on the package.'];
const CHILLED = ['Keep it refrigerated at 40°F (4°C) or colder.', CHILL_AND_REHEAT];

export const legumeFoods: FoodRecord[] = [
  pantry(
    'lentils',
    'Lentils',
    category,
    ['red lentils', 'green lentils', 'dal', 'lentil soup'],
    'Dried or canned lentils, cooked.',
  ),
  pantry(
    'chickpeas',
    'Chickpeas',
    category,
    ['garbanzo beans', 'hummus', 'falafel', 'chana'],
    'Chickpeas and foods made from them, such as hummus.',
  ),
  pantry(
    'beans',
    'Beans',
    category,
    ['black beans', 'kidney beans', 'pinto beans', 'navy beans', 'cannellini beans', 'refried beans', 'baked beans'],
    'Dried or canned beans, cooked.',
  ),
  pantry(
    'tofu',
    'Tofu & Soy Foods',
    category,
    ['tofu', 'tempeh', 'edamame', 'soybeans', 'bean curd'],
    'Tofu, tempeh and edamame.',
    CHILLED,
  ),
  pantry(
    'plant-milk',
    'Plant Milks',
    category,
    ['soy milk', 'almond milk', 'oat milk', 'rice milk', 'coconut milk'],
    'Soy, almond, oat and other plant-based milks.',
    CHILLED,
  ),
  pantry(
    'peanuts',
    'Peanuts & Peanut Butter',
    category,
    ['peanut butter', 'peanut sauce'],
    'Peanuts and peanut butter.',
    NUT_TIPS,
  ),
  pantry(
    'nuts',
    'Tree Nuts',
    category,
    ['nuts', 'almonds', 'walnuts', 'cashews', 'pistachios', 'pecans', 'almond butter', 'trail mix'],
    'Almonds, walnuts, cashews and other tree nuts.',
    NUT_TIPS,
  ),
  pantry(
    'seeds',
    'Seeds',
    category,
    ['chia seeds', 'flaxseed', 'pumpkin seeds', 'sunflower seeds', 'sesame seeds', 'tahini'],
    'Chia, flax, pumpkin, sunflower and sesame seeds.',
    NUT_TIPS,
  ),
];
