import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { ASK_PROVIDER, NO_SAFE_ALCOHOL } from './phrases.ts';
import { CDC_ALCOHOL } from './sources.ts';

const category = CATEGORIES.alcohol;

const STOP_DRINKING =
  'Stop drinking alcohol as soon as you know or suspect you are pregnant, or when you start trying.';
const GET_HELP = 'If you find it hard to stop, tell your healthcare provider; support is available.';

function alcoholRecord(id: string, name: string, synonyms: string[], description: string): FoodRecord {
  return {
    id,
    name,
    status: 'avoid',
    description,
    reason: `${NO_SAFE_ALCOHOL} Alcohol passes to the baby and can cause fetal alcohol spectrum disorders.`,
    guidelines: [STOP_DRINKING, 'Choose alcohol-free drinks such as sparkling water with fruit.', GET_HELP],
    synonyms,
    category,
    source: CDC_ALCOHOL,
  };
}

export const alcoholFoods: FoodRecord[] = [
  alcoholRecord(
    'alcohol',
    'Alcohol',
    ['alcoholic drinks', 'alcoholic beverages', 'booze', 'drinking alcohol', 'hard seltzer', 'hard cider'],
    'Any drink that contains alcohol. None is considered safe during pregnancy.',
  ),
  alcoholRecord(
    'wine',
    'Wine',
    ['red wine', 'white wine', 'rose wine', 'champagne', 'prosecco', 'sangria', 'sake', 'mimosa'],
    'Red, white, rosé and sparkling wine, and wine-based drinks.',
  ),
  alcoholRecord(
    'beer',
    'Beer',
    ['lager', 'ale', 'ipa', 'stout', 'light beer', 'craft beer'],
    'Beer of every style and strength.',
  ),
  alcoholRecord(
    'liquor',
    'Liquor & Cocktails',
    [
      'liquor',
      'spirits',
      'cocktail',
      'vodka',
      'whiskey',
      'whisky',
      'bourbon',
      'rum',
      'tequila',
      'gin',
      'brandy',
      'liqueur',
      'margarita',
      'shots',
    ],
    'Spirits such as vodka, whiskey, rum and tequila, and mixed drinks made with them.',
  ),
  {
    id: 'non-alcoholic-beer',
    name: 'Non-Alcoholic Beer & Wine',
    status: 'caution',
    description:
      'Beers and wines sold as non-alcoholic or dealcoholized. Some still contain a small amount of alcohol.',
    reason: `${NO_SAFE_ALCOHOL} Drinks labeled "non-alcoholic" are not always completely alcohol-free.`,
    guidelines: [
      'Drinks made without any alcohol, such as sparkling water, juice spritzers or mocktails, are the surest choice.',
      ASK_PROVIDER,
    ],
    synonyms: ['non alcoholic beer', 'alcohol free beer', 'na beer', 'non alcoholic wine', 'dealcoholized wine'],
    category,
    source: CDC_ALCOHOL,
  },
];
