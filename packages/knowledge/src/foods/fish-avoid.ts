import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { BEST_CHOICE_AMOUNT, highMercury } from './fish-helpers.ts';
import { FDA_EPA_FISH } from './sources.ts';

const category = CATEGORIES.seafood;

// The FDA/EPA "Choices to avoid" list, plus overview records for names that
// cover several species with different advice (people search "tuna", not
// "skipjack").
export const highMercuryFish: FoodRecord[] = [
  highMercury('swordfish', 'Swordfish', ['swordfish steak'], 'A large ocean fish sold as thick steaks.'),
  highMercury('king-mackerel', 'King Mackerel', ['kingfish'], 'The largest mackerel, also called kingfish.'),
  highMercury('shark', 'Shark', ['shark steak', 'mako shark'], 'Shark meat sold as steaks.'),
  highMercury(
    'marlin',
    'Marlin',
    ['blue marlin', 'smoked marlin'],
    'A large billfish sometimes sold as steaks or smoked.',
  ),
  highMercury('orange-roughy', 'Orange Roughy', ['roughy'], 'A deep-sea white fish.'),
  highMercury(
    'gulf-tilefish',
    'Tilefish (Gulf of Mexico)',
    ['tilefish', 'gulf tilefish'],
    'Tilefish caught in the Gulf of Mexico. Atlantic tilefish has less mercury.',
  ),
  highMercury(
    'bigeye-tuna',
    'Bigeye Tuna',
    ['bigeye', 'bigeye ahi'],
    'A large tuna often served as steaks, sushi or poke.',
  ),
  {
    id: 'tuna',
    name: 'Tuna',
    status: 'caution',
    description:
      'Tuna advice depends on the kind: canned light tuna is a Best choice, albacore and yellowfin are Good choices, and bigeye should be avoided.',
    reason:
      'Mercury levels differ a lot between tuna species, so FDA and EPA place them on different lists. Raw tuna in sushi or poke is also a concern.',
    guidelines: [
      'Pick canned light or skipjack tuna most often.',
      'Limit albacore (white) or yellowfin tuna to 1 serving a week.',
      'Avoid bigeye tuna, and skip raw tuna.',
    ],
    synonyms: ['tuna steak', 'ahi', 'ahi tuna', 'fresh tuna'],
    category,
    source: FDA_EPA_FISH,
  },
  {
    id: 'mackerel',
    name: 'Mackerel',
    status: 'caution',
    description:
      'Mackerel advice depends on the kind: Atlantic and Pacific chub mackerel are Best choices, Spanish mackerel is a Good choice, and king mackerel should be avoided.',
    reason: 'Mercury levels differ between mackerel species, so FDA and EPA place them on different lists.',
    guidelines: [
      'Choose Atlantic or Pacific chub mackerel.',
      'Limit Spanish mackerel to 1 serving a week.',
      'Avoid king mackerel (kingfish).',
    ],
    synonyms: [],
    category,
    source: FDA_EPA_FISH,
  },
  {
    id: 'fish',
    name: 'Fish & Seafood',
    status: 'caution',
    description:
      'Fish is a healthy part of pregnancy eating when you pick lower-mercury kinds and cook it well. Search for the specific fish for its list.',
    reason:
      'FDA and EPA encourage pregnant people to eat fish from their Best and Good choices lists, but a few species are high in mercury, and raw or undercooked seafood can carry germs.',
    guidelines: [
      BEST_CHOICE_AMOUNT,
      'Avoid king mackerel, marlin, orange roughy, shark, swordfish, Gulf of Mexico tilefish and bigeye tuna.',
      'Cook fish to 145°F (63°C), or until it is opaque and flakes with a fork.',
    ],
    synonyms: ['seafood', 'shellfish', 'fish fillet', 'white fish'],
    category,
    source: FDA_EPA_FISH,
  },
];
