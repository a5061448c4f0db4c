import type { FoodRecord } from '../types.ts';
import { goodChoice } from './fish-helpers.ts';

// Fish from the FDA/EPA "Good choices" list: one serving a week.
export const goodChoiceFish: FoodRecord[] = [
  goodChoice(
    'albacore-tuna',
    'Albacore Tuna',
    'fin',
    ['albacore', 'white tuna', 'canned albacore', 'solid white tuna', 'canned white tuna'],
    'Albacore ("white") tuna, canned, fresh or frozen. It has more mercury than canned light tuna.',
  ),
  goodChoice(
    'yellowfin-tuna',
    'Yellowfin Tuna',
    'fin',
    ['yellowfin', 'yellowfin steak'],
    'A large tuna sold as steaks, often seared.',
  ),
  goodChoice('halibut', 'Halibut', 'fin', ['pacific halibut', 'halibut steak'], 'A large, firm white flatfish.'),
  goodChoice(
    'mahi-mahi',
    'Mahi Mahi',
    'fin',
    ['mahi', 'dolphinfish', 'dorado'],
    'A firm, mild fish also called dolphinfish (not related to dolphins).',
  ),
  goodChoice(
    'chilean-sea-bass',
    'Chilean Sea Bass',
    'fin',
    ['patagonian toothfish', 'toothfish'],
    'A rich, buttery fish also sold as Patagonian toothfish.',
  ),
  goodChoice('grouper', 'Grouper', 'fin', [], 'A firm white fish common in Gulf and Caribbean cooking.'),
  goodChoice('snapper', 'Snapper', 'fin', ['red snapper'], 'A firm, mild reef fish.'),
  goodChoice('monkfish', 'Monkfish', 'fin', [], 'A firm fish sometimes compared to lobster in texture.'),
  goodChoice(
    'rockfish',
    'Rockfish',
    'fin',
    ['pacific rockfish', 'rock cod'],
    'A Pacific white fish sold under several names.',
  ),
  goodChoice('sablefish', 'Sablefish', 'fin', ['black cod'], 'A rich, oily fish also sold as black cod.'),
  goodChoice('striped-bass', 'Striped Bass', 'fin', ['striper', 'ocean striped bass'], 'An ocean and coastal bass.'),
  goodChoice('bluefish', 'Bluefish', 'fin', [], 'An oily Atlantic fish with a strong flavor.'),
  goodChoice(
    'spanish-mackerel',
    'Spanish Mackerel',
    'fin',
    [],
    'A mid-sized mackerel. It has more mercury than Atlantic mackerel but less than king mackerel.',
  ),
  goodChoice(
    'atlantic-tilefish',
    'Tilefish (Atlantic)',
    'fin',
    [],
    'Tilefish caught in the Atlantic Ocean. Tilefish from the Gulf of Mexico is on the avoid list.',
  ),
  goodChoice('carp', 'Carp', 'fin', [], 'A freshwater fish popular in many cuisines.'),
  goodChoice('buffalofish', 'Buffalofish', 'fin', ['buffalo fish'], 'A freshwater fish from North American rivers.'),
  goodChoice('sheepshead', 'Sheepshead', 'fin', [], 'A coastal fish from the Atlantic and Gulf.'),
  goodChoice(
    'weakfish',
    'Weakfish',
    'fin',
    ['seatrout', 'sea trout', 'speckled trout'],
    'A coastal fish also sold as seatrout.',
  ),
  goodChoice(
    'white-croaker',
    'White Croaker',
    'fin',
    ['pacific croaker'],
    'A small Pacific fish, also called Pacific croaker.',
  ),
];
