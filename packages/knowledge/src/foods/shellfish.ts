import type { FoodRecord } from '../types.ts';
import { bestChoice } from './fish-helpers.ts';

// Shellfish from the FDA/EPA "Best choices" list, always cooked. Raw versions
// live in seafood-raw.ts.
export const bestChoiceShellfish: FoodRecord[] = [
  bestChoice(
    'shrimp',
    'Shrimp',
    'crustacean',
    ['prawns', 'grilled shrimp', 'fried shrimp', 'shrimp cocktail', 'shrimp scampi', 'cooked shrimp'],
    'Cooked shrimp and prawns, hot or chilled after cooking.',
  ),
  bestChoice(
    'crab',
    'Crab',
    'crustacean',
    ['crab legs', 'king crab', 'snow crab', 'dungeness crab', 'blue crab', 'crabmeat', 'crab cakes', 'soft shell crab'],
    'Cooked crab legs, crabmeat and crab cakes.',
  ),
  bestChoice(
    'lobster',
    'Lobster',
    'crustacean',
    ['lobster tail', 'lobster roll', 'langostino'],
    'Cooked lobster, hot or chilled after cooking.',
  ),
  bestChoice(
    'crawfish',
    'Crawfish',
    'crustacean',
    ['crayfish', 'crawdads', 'crawfish boil'],
    'Small freshwater crustaceans, often boiled.',
  ),
  bestChoice(
    'clams',
    'Clams',
    'bivalve',
    ['steamed clams', 'clam chowder', 'cooked clams', 'littlenecks'],
    'Clams steamed, baked or in chowder.',
  ),
  bestChoice(
    'mussels',
    'Mussels',
    'bivalve',
    ['steamed mussels', 'cooked mussels', 'moules'],
    'Mussels steamed or baked until the shells open.',
  ),
  bestChoice(
    'cooked-oysters',
    'Cooked Oysters',
    'bivalve',
    ['fried oysters', 'baked oysters', 'grilled oysters', 'oyster stew', 'oysters rockefeller'],
    'Oysters that are fried, baked, grilled or stewed. Raw oysters are on the avoid list.',
  ),
  bestChoice(
    'scallops',
    'Scallops',
    'shucked',
    ['sea scallops', 'bay scallops', 'baked scallops'],
    'Sea and bay scallops cooked through.',
  ),
  bestChoice(
    'squid',
    'Squid',
    'shucked',
    ['calamari', 'fried calamari'],
    'Squid and calamari, fried, grilled or stewed.',
  ),
];
