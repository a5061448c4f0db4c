import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { FDA_PREGNANCY, FDA_SUPPLEMENTS } from './sources.ts';

const category = CATEGORIES.drinks;

export const drinkFoods: FoodRecord[] = [
  {
    id: 'unpasteurized-juice',
    name: 'Unpasteurized Juice & Cider',
    status: 'avoid',
    description:
      'Fresh-squeezed or raw juice and cider from juice bars, farm stands and markets that has not been pasteurized or otherwise treated.',
    reason:
      'Untreated juice can carry harmful germs from the fruit. FDA advises pregnant people to avoid it unless it is first brought to a rolling boil for at least 1 minute.',
    guidelines: [
      'Choose juice labeled "pasteurized", or boil unpasteurized juice for at least 1 minute before drinking.',
      'Ask at juice bars and markets whether juice is pasteurized; if no one knows, skip it.',
    ],
    synonyms: [
      'raw juice',
      'unpasteurised juice',
      'fresh squeezed juice',
      'cold pressed juice',
      'unpasteurized cider',
      'fresh pressed cider',
      'farm stand cider',
      'juice bar juice',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'juice',
    name: 'Pasteurized Juice',
    status: 'safe',
    description:
      'Shelf-stable and refrigerated juices and ciders that are pasteurized, such as most supermarket orange and apple juice.',
    reason: 'Pasteurization kills germs that raw juice can carry, so pasteurized juice is a safe choice.',
    guidelines: ['Look for the word "pasteurized" on the label.', 'Refrigerate after opening at 40°F (4°C) or colder.'],
    synonyms: [
      'orange juice',
      'apple juice',
      'grape juice',
      'cranberry juice',
      'apple cider',
      'pasteurized cider',
      'fruit juice',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'herbal-tea',
    name: 'Herbal Tea',
    status: 'caution',
    description:
      'Teas made from herbs, flowers, roots or leaves other than the tea plant, such as chamomile, peppermint, ginger and raspberry leaf.',
    reason:
      'Herbal teas and other herbal products are not reviewed by FDA for safety in pregnancy before they are sold, and some herbs may not be safe.',
    guidelines: [
      'Ask your healthcare provider which herbal teas, if any, are fine for you.',
      'Read the label: some herbal blends also contain caffeinated tea or concentrated extracts.',
    ],
    synonyms: [
      'chamomile tea',
      'peppermint tea',
      'ginger tea',
      'raspberry leaf tea',
      'rooibos',
      'hibiscus tea',
      'tisane',
      'herbal infusion',
      'fennel tea',
      'nettle tea',
    ],
    category,
    source: FDA_SUPPLEMENTS,
  },
];
