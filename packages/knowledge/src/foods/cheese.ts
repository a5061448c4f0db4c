import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FRIDGE_40F, LISTERIA_RISK, PASTEURIZED_LABEL } from './phrases.ts';
import { CDC_LISTERIA, FDA_PREGNANCY } from './sources.ts';

const category = CATEGORIES.dairy;

const PASTEURIZED_CHEESE_REASON =
  'Pasteurization kills Listeria and other germs that raw milk can carry, so cheese made from pasteurized milk is a safe choice. Cheese made from raw milk is not.';

export const cheeseFoods: FoodRecord[] = [
  {
    id: 'cheese',
    name: 'Cheese',
    status: 'caution',
    description:
      'Whether a cheese is a good pick depends on the milk it was made from and on its type. Search for the specific cheese for details.',
    reason: `Cheese made from unpasteurized milk, and soft cheese in general, can carry Listeria. ${LISTERIA_RISK}`,
    guidelines: [
      PASTEURIZED_LABEL,
      'Choose soft cheeses only when made with pasteurized milk, or cook them until steaming hot.',
      'Skip any cheese made from raw milk.',
    ],
    synonyms: ['cheese board', 'cheese platter'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'soft-cheese',
    name: 'Soft Cheese',
    status: 'caution',
    description:
      'Soft and surface-ripened cheeses such as brie, camembert, feta and soft goat cheese. Fine when made with pasteurized milk or cooked until steaming hot.',
    reason: `Soft cheeses are a known source of Listeria, particularly when made from raw milk. ${LISTERIA_RISK}`,
    guidelines: [
      'Eat it only if the label says "made with pasteurized milk".',
      'If you cannot tell how it was made, bake or heat it until it is steaming hot.',
      FRIDGE_40F,
    ],
    synonyms: ['brie', 'camembert', 'feta', 'chevre', 'goat cheese', 'soft goat cheese', 'baked brie'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'blue-cheese',
    name: 'Blue Cheese',
    status: 'caution',
    description:
      'Blue-veined cheeses such as gorgonzola, roquefort and stilton. Choose pasteurized versions or use them in dishes cooked until steaming.',
    reason: `FDA lists blue-veined cheeses among the soft cheeses that can carry Listeria unless made with pasteurized milk. ${LISTERIA_RISK}`,
    guidelines: [
      PASTEURIZED_LABEL,
      'Cooking it into a hot sauce or bake until steaming is a safer way to enjoy it.',
      FRIDGE_40F,
    ],
    synonyms: [
      'gorgonzola',
      'roquefort',
      'stilton',
      'blue veined cheese',
      'bleu cheese',
      'danish blue',
      'blue cheese dressing',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'queso-fresco',
    name: 'Queso Fresco',
    status: 'caution',
    description:
      'Fresh Latin-style cheeses such as queso fresco, queso blanco and panela. Eat them only when the label says they were made with pasteurized milk.',
    reason: `These fresh cheeses have been linked to Listeria illness, especially when made from unpasteurized milk. ${LISTERIA_RISK}`,
    guidelines: [
      PASTEURIZED_LABEL,
      'Avoid versions sold without a label, such as from street vendors or homemade.',
      'Heat it until steaming hot if you are not sure how it was made.',
    ],
    synonyms: ['queso blanco', 'panela', 'queso panela', 'fresh cheese', 'hispanic style cheese'],
    category,
    source: CDC_LISTERIA,
  },
  {
    id: 'raw-milk-cheese',
    name: 'Raw-Milk Cheese',
    status: 'avoid',
    description: 'Any cheese made from unpasteurized (raw) milk, whether soft or hard. Skip it during pregnancy.',
    reason: `Foods made from unpasteurized milk can carry Listeria and other harmful germs. ${LISTERIA_RISK}`,
    guidelines: [
      'Look for the words "made with pasteurized milk" on the label.',
      'Ask at the cheese counter if a cheese is unlabeled, and pass on it if no one knows.',
      'Choose a pasteurized cheese instead.',
    ],
    synonyms: ['unpasteurized cheese', 'unpasteurised cheese', 'raw cheese', 'farmstead raw milk cheese'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'hard-cheese',
    name: 'Hard Cheese',
    status: 'safe',
    description:
      'Firm and aged cheeses such as cheddar, parmesan, swiss and gouda. A safe choice when made with pasteurized milk.',
    reason: PASTEURIZED_CHEESE_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: [
      'cheddar',
      'parmesan',
      'swiss cheese',
      'gouda',
      'gruyere',
      'manchego',
      'pecorino',
      'provolone',
      'monterey jack',
      'colby',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'mozzarella',
    name: 'Mozzarella',
    status: 'safe',
    description: 'A mild fresh cheese used on pizza and in salads. Safe when made with pasteurized milk.',
    reason: PASTEURIZED_CHEESE_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['fresh mozzarella', 'string cheese', 'burrata', 'bocconcini'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'cottage-cheese',
    name: 'Cottage Cheese',
    status: 'safe',
    description: 'A soft, lumpy fresh cheese. Safe when made with pasteurized milk.',
    reason: PASTEURIZED_CHEESE_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['curd cheese', 'farmer cheese'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'cream-cheese',
    name: 'Cream Cheese',
    status: 'safe',
    description: 'A soft spreadable cheese, including mascarpone. Safe when made with pasteurized milk.',
    reason: PASTEURIZED_CHEESE_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['mascarpone', 'neufchatel', 'cheese spread'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'ricotta',
    name: 'Ricotta',
    status: 'safe',
    description: 'A soft, fresh cheese used in lasagna and desserts. Safe when made with pasteurized milk.',
    reason: PASTEURIZED_CHEESE_REASON,
    guidelines: [PASTEURIZED_LABEL, FRIDGE_40F],
    synonyms: ['ricotta cheese', 'paneer'],
    category,
    source: FDA_PREGNANCY,
  },
];
