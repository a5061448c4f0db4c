import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { LISTERIA_RISK } from './phrases.ts';
import { FDA_EPA_FISH, FDA_PREGNANCY } from './sources.ts';

const category = CATEGORIES.seafood;

const RAW_SEAFOOD_REASON =
  'Raw and undercooked seafood can carry harmful germs. FDA advises pregnant people to eat fish and shellfish only when cooked to a safe temperature.';

export const rawAndSmokedSeafood: FoodRecord[] = [
  {
    id: 'raw-fish',
    name: 'Raw Fish',
    status: 'avoid',
    description: 'Sushi, sashimi, poke, crudo and other dishes with raw or undercooked fish.',
    reason: RAW_SEAFOOD_REASON,
    guidelines: [
      'Choose sushi rolls made only with cooked seafood or vegetables.',
      'Cook fish to 145°F (63°C), or until it is opaque and flakes with a fork.',
    ],
    synonyms: [
      'sushi',
      'sashimi',
      'nigiri',
      'poke',
      'poke bowl',
      'crudo',
      'raw salmon',
      'raw tuna',
      'tuna tartare',
      'salmon roe',
      'undercooked fish',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'cooked-sushi',
    name: 'Cooked or Vegetable Sushi Rolls',
    status: 'safe',
    description:
      'Sushi rolls filled only with cooked seafood, such as shrimp tempura or cooked crab, or with vegetables.',
    reason: 'The concern with sushi is raw fish. Rolls with cooked or vegetable fillings avoid it.',
    guidelines: [
      'Check every piece: all seafood in it should be cooked.',
      'Count any Good-choice fish toward your weekly limit.',
    ],
    synonyms: [
      'california roll',
      'veggie roll',
      'vegetable sushi',
      'cucumber roll',
      'avocado roll',
      'shrimp tempura roll',
      'cooked sushi',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'ceviche',
    name: 'Ceviche',
    status: 'avoid',
    description: 'Raw fish or shellfish "cooked" only in citrus juice.',
    reason: `${RAW_SEAFOOD_REASON} Citrus juice changes how the fish looks but is no substitute for cooking.`,
    guidelines: ['Skip ceviche while pregnant.', 'Try a version made with shrimp or fish that has been cooked first.'],
    synonyms: ['cebiche', 'aguachile', 'leche de tigre'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'raw-oysters',
    name: 'Raw Oysters',
    status: 'avoid',
    description: 'Oysters eaten raw on the half shell or as shooters.',
    reason: RAW_SEAFOOD_REASON,
    guidelines: ['Eat oysters only when cooked until the shells open.', 'Fried, baked or stewed oysters are fine.'],
    synonyms: ['oysters', 'oysters on the half shell', 'oyster shooter', 'raw bar'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'raw-shellfish',
    name: 'Raw Clams, Mussels & Scallops',
    status: 'avoid',
    description: 'Clams, mussels and scallops served raw or barely cooked.',
    reason: RAW_SEAFOOD_REASON,
    guidelines: ['Cook clams and mussels until the shells open.', 'Cook scallops until opaque and firm.'],
    synonyms: ['raw clams', 'raw mussels', 'raw scallops', 'clams on the half shell', 'raw shellfish', 'raw seafood'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'smoked-seafood',
    name: 'Refrigerated Smoked Seafood',
    status: 'avoid',
    description:
      'Chilled smoked or cured fish such as smoked salmon, lox, nova and kippered fish, unless cooked into a hot dish.',
    reason: `Refrigerated smoked seafood can carry Listeria. ${LISTERIA_RISK}`,
    guidelines: [
      'Eat it only when cooked into a dish, such as a casserole, heated to 165°F (74°C).',
      'Canned or shelf-stable smoked fish is fine.',
    ],
    synonyms: [
      'smoked salmon',
      'lox',
      'nova',
      'nova lox',
      'kippered salmon',
      'kippered fish',
      'smoked trout',
      'smoked whitefish',
      'smoked mackerel',
      'gravlax',
      'smoked fish',
      'lox bagel',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'canned-smoked-fish',
    name: 'Shelf-Stable Smoked Fish',
    status: 'safe',
    description: 'Smoked fish sold in cans or pouches that do not need refrigeration before opening.',
    reason:
      'FDA notes that canned and shelf-stable smoked seafood is fine in pregnancy, unlike refrigerated smoked fish.',
    guidelines: [
      'Check that the package is sold unrefrigerated.',
      'Once opened, keep leftovers at 40°F (4°C) or colder.',
    ],
    synonyms: [
      'canned smoked salmon',
      'canned smoked fish',
      'tinned smoked fish',
      'canned kippers',
      'canned smoked oysters',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'local-fish',
    name: 'Fish Caught by Family or Friends',
    status: 'caution',
    description: 'Fish from local lakes, rivers and coastal waters caught by people you know.',
    reason:
      'Mercury and other pollutants in local waters vary. FDA and EPA advise checking local fish advisories before eating sport-caught fish.',
    guidelines: [
      'Check local or state fish advisories for that water.',
      'If there is no advisory, eat only 1 serving and no other fish that week.',
      'Cook it to 145°F (63°C).',
    ],
    synonyms: ['locally caught fish', 'sport fish', 'lake fish', 'river fish', 'fish i caught', 'recreational fish'],
    category,
    source: FDA_EPA_FISH,
  },
];
