import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { ASK_PROVIDER } from './phrases.ts';
import { CDC_FOLIC_ACID, FDA_SUPPLEMENTS, NIH_ODS_VITAMIN_A } from './sources.ts';

const category = CATEGORIES.supplements;

const VITAMIN_A_REASON =
  'Too much preformed vitamin A (retinol) is linked to birth defects. NIH sets the upper limit at 10,000 IU (3,000 mcg RAE) of preformed vitamin A a day.';

export const supplementFoods: FoodRecord[] = [
  {
    id: 'vitamin-a-supplements',
    name: 'Vitamin A Supplements (Retinol)',
    status: 'caution',
    description: 'Supplements containing preformed vitamin A, listed as retinol or retinyl esters.',
    reason: VITAMIN_A_REASON,
    guidelines: [
      'Do not take extra vitamin A on top of your prenatal vitamin unless your provider advises it.',
      'Add up vitamin A from all supplements and stay below the upper limit.',
      ASK_PROVIDER,
    ],
    synonyms: ['vitamin a', 'retinol', 'retinyl palmitate', 'retinyl acetate', 'vitamin a pills'],
    category,
    source: NIH_ODS_VITAMIN_A,
  },
  {
    id: 'cod-liver-oil',
    name: 'Cod Liver Oil',
    status: 'caution',
    description: 'Cod liver oil and other fish-liver oils, which are rich in preformed vitamin A.',
    reason: VITAMIN_A_REASON,
    guidelines: [
      'Check the vitamin A amount on the label and count it with your prenatal vitamin.',
      'Ask your provider before taking it.',
    ],
    synonyms: ['fish liver oil', 'cod liver oil capsules'],
    category,
    source: NIH_ODS_VITAMIN_A,
  },
  {
    id: 'herbal-supplements',
    name: 'Herbal Supplements',
    status: 'caution',
    description: 'Herbal pills, powders, tinctures and extracts such as ginseng, echinacea and St. John’s wort.',
    reason:
      'FDA does not review dietary supplements for safety before they are sold, so nothing confirms that an herbal product is safe in pregnancy.',
    guidelines: [
      'Talk to your healthcare provider before taking any herbal product.',
      'Bring the bottle to appointments so your provider can see the ingredients.',
    ],
    synonyms: [
      'herbal remedies',
      'ginseng',
      'echinacea',
      'st johns wort',
      'ashwagandha',
      'herbal extract',
      'botanical supplement',
    ],
    category,
    source: FDA_SUPPLEMENTS,
  },
  {
    id: 'folic-acid',
    name: 'Folic Acid',
    status: 'safe',
    description: 'The B vitamin recommended before and during pregnancy to help prevent neural tube defects.',
    reason:
      'CDC advises everyone who could become pregnant to get 400 mcg of folic acid every day, starting at least one month before pregnancy, to help prevent neural tube defects.',
    guidelines: [
      'Take 400 mcg of folic acid daily, usually in a prenatal vitamin.',
      'Ask your provider whether you need a different amount.',
    ],
    synonyms: ['folate', 'vitamin b9', 'folic acid supplement'],
    category,
    source: CDC_FOLIC_ACID,
  },
];
