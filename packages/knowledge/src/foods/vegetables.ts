import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FRIDGE_CUT, produce } from './produce-helpers.ts';
import { FDA_PREGNANCY } from './sources.ts';

const category = CATEGORIES.vegetables;

const LEAFY = 'Rinse leafy greens leaf by leaf, even when you plan to cook them.';

export const vegetableFoods: FoodRecord[] = [
  {
    id: 'raw-sprouts',
    name: 'Raw Sprouts',
    status: 'avoid',
    description: 'Uncooked alfalfa, clover, mung bean and radish sprouts, often found on sandwiches and salads.',
    reason:
      'FDA advises pregnant people not to eat raw sprouts of any kind, including alfalfa, clover, mung bean and radish sprouts. Only thorough cooking makes them safe.',
    guidelines: [
      'Ask for sandwiches and salads without sprouts.',
      'Cook sprouts thoroughly until steaming hot if you want to eat them.',
    ],
    synonyms: ['sprouts', 'alfalfa sprouts', 'bean sprouts', 'mung bean sprouts', 'clover sprouts', 'radish sprouts', 'broccoli sprouts'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'cooked-sprouts',
    name: 'Cooked Sprouts',
    status: 'safe',
    description: 'Bean sprouts and other sprouts cooked until steaming hot, as in a stir-fry or soup.',
    reason: 'Thorough cooking kills the germs that make raw sprouts risky.',
    guidelines: ['Cook until steaming hot all the way through, not just wilted.'],
    synonyms: ['cooked bean sprouts', 'stir fried bean sprouts'],
    category,
    source: FDA_PREGNANCY,
  },
  produce('spinach', 'Spinach', category, ['baby spinach', 'cooked spinach', 'spinach salad'], 'Fresh, frozen or cooked spinach.', LEAFY),
  produce('kale', 'Kale', category, ['collard greens', 'swiss chard', 'chard', 'leafy greens'], 'Kale and other hearty cooking greens.', LEAFY),
  produce('lettuce', 'Lettuce & Salad Greens', category, ['lettuce', 'romaine', 'iceberg lettuce', 'salad greens', 'mixed greens', 'arugula', 'green salad'], 'Lettuces and salad leaves eaten raw.', LEAFY),
  produce('broccoli', 'Broccoli', category, ['broccolini', 'broccoli florets'], 'Broccoli eaten raw, steamed or roasted.'),
  produce('cauliflower', 'Cauliflower', category, ['cauliflower rice'], 'Cauliflower eaten raw, steamed or roasted.'),
  produce('brussels-sprouts', 'Brussels Sprouts', category, ['roasted brussels sprouts'], 'A small cabbage-like vegetable. Despite the name, not a raw sprout.'),
  produce('cabbage', 'Cabbage', category, ['red cabbage', 'green cabbage', 'bok choy'], 'Green, red and Asian cabbages.', FRIDGE_CUT),
  produce('carrots', 'Carrots', category, ['baby carrots', 'carrot sticks'], 'Carrots eaten raw or cooked.'),
  produce('sweet-potatoes', 'Sweet Potatoes', category, ['yams'], 'Sweet potatoes and yams, baked, mashed or roasted.'),
  produce('potatoes', 'Potatoes', category, ['baked potato', 'mashed potatoes', 'french fries'], 'White, red and gold potatoes, cooked.'),
  produce('tomatoes', 'Tomatoes', category, ['cherry tomatoes', 'grape tomatoes', 'tomato sauce'], 'Fresh tomatoes and tomato sauces.'),
  produce('bell-peppers', 'Bell Peppers', category, ['peppers', 'red pepper', 'green pepper', 'capsicum', 'jalapeno'], 'Sweet and hot peppers.'),
  produce('cucumbers', 'Cucumbers', category, ['pickles'], 'Cucumbers eaten raw, and pickles.'),
  produce('zucchini', 'Zucchini', category, ['courgette', 'summer squash', 'yellow squash'], 'Zucchini and other summer squash.'),
  produce('winter-squash', 'Winter Squash', category, ['butternut squash', 'acorn squash', 'pumpkin', 'spaghetti squash'], 'Butternut, acorn and other hard squash, and pumpkin.'),
  produce('green-beans', 'Green Beans', category, ['string beans', 'snap beans'], 'Fresh or frozen green beans, cooked.'),
  produce('peas', 'Peas', category, ['green peas', 'snap peas', 'snow peas', 'sugar snap peas'], 'Garden, snap and snow peas.'),
  produce('corn', 'Corn', category, ['sweet corn', 'corn on the cob', 'corn kernels'], 'Sweet corn on or off the cob.'),
  produce('asparagus', 'Asparagus', category, [], 'Asparagus spears, steamed, grilled or roasted.'),
  produce('mushrooms', 'Mushrooms', category, ['button mushrooms', 'portobello', 'shiitake'], 'Store-bought culinary mushrooms. Do not forage wild ones.'),
  produce('onions', 'Onions', category, ['shallots', 'leeks', 'scallions', 'green onions'], 'Onions and their relatives.'),
  produce('garlic', 'Garlic', category, ['garlic cloves'], 'Fresh garlic used in cooking.'),
  produce('beets', 'Beets', category, ['beetroot'], 'Beets roasted, boiled or pickled.'),
  produce('celery', 'Celery', category, ['celery sticks'], 'Celery eaten raw or cooked.'),
  produce('eggplant', 'Eggplant', category, ['aubergine'], 'Eggplant roasted, grilled or in stews.'),
];
