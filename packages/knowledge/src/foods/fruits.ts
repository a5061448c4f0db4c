import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { LISTERIA_RISK } from './phrases.ts';
import { FRIDGE_CUT, produce } from './produce-helpers.ts';
import { CDC_LISTERIA } from './sources.ts';

const category = CATEGORIES.fruits;

const SCRUB_RIND = 'Rinse and scrub the rind before cutting, so germs on the outside are not carried into the flesh.';
const PEEL_TOO = 'Rinse it even if you will peel it, so germs on the skin do not reach the fruit when you cut it.';

export const fruitFoods: FoodRecord[] = [
  {
    id: 'precut-melon',
    name: 'Pre-Cut Melon',
    status: 'caution',
    description: 'Cantaloupe, honeydew and watermelon sold already cut, in cups or on fruit trays.',
    reason: `Cut melon has been linked to Listeria outbreaks, because germs on the rind can reach the moist flesh. ${LISTERIA_RISK}`,
    guidelines: [
      'Buy whole melons and cut them at home after scrubbing the rind.',
      'Keep cut melon in the refrigerator at 40°F (4°C) or colder and eat it soon.',
      'Skip cut melon that has been sitting out unrefrigerated.',
    ],
    synonyms: ['cut melon', 'cut cantaloupe', 'cut watermelon', 'melon cup', 'fruit cup', 'fruit tray', 'fruit salad'],
    category,
    source: CDC_LISTERIA,
  },
  produce(
    'melon',
    'Whole Melon',
    category,
    ['melon', 'cantaloupe', 'honeydew', 'watermelon', 'muskmelon'],
    'Whole cantaloupe, honeydew and watermelon that you cut yourself.',
    SCRUB_RIND,
  ),
  produce('bananas', 'Bananas', category, ['plantains'], 'Bananas and plantains.', PEEL_TOO),
  produce('apples', 'Apples', category, ['applesauce'], 'Fresh apples of any variety.'),
  produce('pears', 'Pears', category, ['asian pear'], 'Fresh pears of any variety.'),
  produce(
    'oranges',
    'Oranges',
    category,
    ['clementines', 'mandarins', 'tangerines', 'citrus'],
    'Oranges, clementines and other easy-peel citrus.',
    PEEL_TOO,
  ),
  produce('grapefruit', 'Grapefruit', category, ['pomelo'], 'Grapefruit and pomelo.', PEEL_TOO),
  produce(
    'lemons-limes',
    'Lemons & Limes',
    category,
    ['lemon', 'lime', 'lemon juice'],
    'Lemons and limes used for juice and zest.',
  ),
  produce('strawberries', 'Strawberries', category, [], 'Fresh or frozen strawberries.', FRIDGE_CUT),
  produce('blueberries', 'Blueberries', category, [], 'Fresh or frozen blueberries.'),
  produce(
    'raspberries',
    'Raspberries & Blackberries',
    category,
    ['raspberry', 'blackberries', 'mixed berries', 'berries'],
    'Fresh or frozen raspberries and blackberries.',
  ),
  produce('grapes', 'Grapes', category, ['red grapes', 'green grapes', 'raisins'], 'Fresh grapes and raisins.'),
  produce('cherries', 'Cherries', category, ['sweet cherries', 'tart cherries'], 'Fresh, frozen or dried cherries.'),
  produce(
    'peaches',
    'Peaches & Nectarines',
    category,
    ['peach', 'nectarines', 'apricots'],
    'Peaches, nectarines and apricots.',
  ),
  produce('plums', 'Plums', category, ['prunes'], 'Fresh plums and prunes.'),
  produce('mango', 'Mango', category, [], 'Fresh or frozen mango.', PEEL_TOO),
  produce('pineapple', 'Pineapple', category, ['pineapple chunks'], 'Fresh, frozen or canned pineapple.', PEEL_TOO),
  produce('kiwi', 'Kiwi', category, ['kiwifruit'], 'Kiwifruit, eaten peeled or with the skin.'),
  produce('pomegranate', 'Pomegranate', category, ['pomegranate seeds', 'pomegranate arils'], 'Pomegranate seeds.'),
  produce('avocado', 'Avocado', category, ['guacamole'], 'Avocado and homemade guacamole.', PEEL_TOO),
];
