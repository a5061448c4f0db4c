// Words and phrases on a product label that point at a food record. Matching is
// on folded text (see text.ts) at word boundaries, longest phrase first, and a
// phrase also matches its plural ("wines", "hot dogs").

export interface RiskTerm {
  /** As written on labels; folded before matching. */
  term: string;
  foodId: string;
}

const terms = (foodId: string, list: string[]): RiskTerm[] => list.map((term) => ({ term, foodId }));

export const RISK_TERMS: readonly RiskTerm[] = [
  ...terms('unpasteurized-milk', [
    'unpasteurized',
    'unpasteurised',
    'raw milk',
    'raw cream',
    'not pasteurized',
    'not been pasteurized',
    'non pasteurized',
    'lait cru',
  ]),
  ...terms('raw-milk-cheese', ['raw milk cheese', 'unpasteurized cheese', 'unpasteurised cheese']),
  ...terms('unpasteurized-juice', ['unpasteurized juice', 'unpasteurised juice', 'unpasteurized cider']),
  ...terms('soft-cheese', ['soft cheese', 'soft ripened cheese', 'brie', 'camembert', 'feta', 'chevre']),
  ...terms('blue-cheese', ['blue cheese', 'blue veined cheese', 'gorgonzola', 'roquefort', 'stilton']),
  ...terms('queso-fresco', ['queso fresco', 'queso blanco', 'queso panela']),
  ...terms('deli-meat', ['deli meat', 'luncheon meat', 'lunch meat', 'cold cuts', 'bologna']),
  ...terms('hot-dogs', ['hot dog', 'frankfurter', 'wiener']),
  ...terms('dry-cured-meats', ['salami', 'pepperoni', 'chorizo', 'prosciutto', 'soppressata', 'summer sausage']),
  ...terms('refrigerated-pate', ['pâté', 'meat spread', 'liverwurst', 'braunschweiger', 'foie gras']),
  ...terms('liver', ['liver']),
  ...terms('cod-liver-oil', ['cod liver oil', 'fish liver oil']),
  ...terms('smoked-seafood', [
    'smoked salmon',
    'lox',
    'kippered',
    'smoked trout',
    'smoked whitefish',
    'smoked mackerel',
    'smoked fish',
    'gravlax',
  ]),
  ...terms('raw-fish', ['sushi', 'sashimi', 'raw fish']),
  ...terms('ceviche', ['ceviche']),
  ...terms('raw-oysters', ['raw oyster']),
  ...terms('raw-eggs', ['raw egg', 'uncooked egg']),
  ...terms('raw-sprouts', ['sprouts', 'alfalfa sprouts', 'bean sprouts', 'clover sprouts', 'radish sprouts']),
  ...terms('swordfish', ['swordfish']),
  ...terms('king-mackerel', ['king mackerel', 'kingfish']),
  ...terms('shark', ['shark']),
  ...terms('marlin', ['marlin']),
  ...terms('orange-roughy', ['orange roughy']),
  ...terms('gulf-tilefish', ['tilefish']),
  ...terms('bigeye-tuna', ['bigeye tuna']),
  ...terms('albacore-tuna', ['albacore', 'white tuna']),
  ...terms('yellowfin-tuna', ['yellowfin']),
  ...terms('alcohol', [
    'alcohol',
    'alcoholic',
    'ethanol',
    'ethyl alcohol',
    'alcoholic beverage',
    'hard seltzer',
    'hard cider',
  ]),
  ...terms('wine', ['wine', 'sake', 'mirin', 'champagne', 'sherry', 'port wine', 'marsala']),
  ...terms('beer', ['beer', 'lager', 'stout']),
  ...terms('liquor', [
    'liquor',
    'spirits',
    'rum',
    'vodka',
    'whiskey',
    'whisky',
    'bourbon',
    'brandy',
    'cognac',
    'liqueur',
    'tequila',
    'gin',
    'schnapps',
    'kirsch',
  ]),
  ...terms('non-alcoholic-beer', [
    'non alcoholic beer',
    'alcohol free beer',
    'non alcoholic wine',
    'alcohol free wine',
    'dealcoholized',
  ]),
  ...terms('coffee', ['coffee', 'espresso', 'coffee extract']),
  ...terms('caffeine-supplements', ['caffeine', 'guarana', 'green tea extract', 'kola nut', 'cola nut', 'yerba mate']),
  ...terms('energy-drinks', ['energy drink', 'energy shot']),
  ...terms('soda', ['cola']),
  ...terms('black-tea', ['tea', 'black tea', 'tea extract', 'chai']),
  ...terms('green-tea', ['green tea', 'matcha', 'oolong']),
  ...terms('herbal-tea', [
    'herbal tea',
    'herbal infusion',
    'chamomile',
    'chamomile tea',
    'rooibos',
    'rooibos tea',
    'raspberry leaf',
    'raspberry leaf tea',
    'hibiscus tea',
    'peppermint tea',
    'mint tea',
    'ginger tea',
    'fruit tea',
    'fennel tea',
    'nettle tea',
  ]),
  ...terms('herbal-supplements', ['ginseng', 'echinacea', 'st johns wort', 'ashwagandha']),
  // "Chocolate liquor" is ground cocoa, not alcohol.
  ...terms('chocolate', ['chocolate', 'chocolate liquor', 'cocoa', 'cacao']),
  ...terms('eggnog', ['eggnog', 'egg nog']),
  ...terms('tiramisu', ['tiramisu']),
];

/**
 * Phrases that contain a risk word but are not a risk. They are removed before
 * risk terms are matched, so the longer, harmless reading always wins.
 */
export const HARMLESS_PHRASES: readonly string[] = [
  'cocoa butter',
  'cacao butter',
  'white chocolate',
  'decaffeinated',
  'decaffeinated coffee',
  'decaffeinated tea',
  'decaffeinated green tea',
  'decaffeinated black tea',
  'decaf coffee',
  'decaf tea',
  'caffeine free',
  'caffeine free cola',
  'caffeine free diet cola',
  'no caffeine',
  'non alcoholic',
  'alcohol free',
  'no alcohol',
  'sugar alcohol',
  'cetyl alcohol',
  'wine vinegar',
  'sherry vinegar',
  'champagne vinegar',
  'spirit vinegar',
  'root beer',
  'ginger beer',
  'birch beer',
  'bourbon vanilla',
  'brussels sprouts',
  'brussel sprouts',
  'coffee creamer',
  'coffee whitener',
  'coffee cake',
  'pates alimentaires',
  'pate a tartiner',
  'pate feuilletee',
  'pate brisee',
  'raw honey',
  'unpasteurized honey',
  'unpasteurised honey',
];

/** Label words that show a product is canned or shelf-stable. */
export const SHELF_STABLE_WORDS: readonly string[] = ['canned', 'tinned', 'shelf stable', 'in a can'];

/** Records whose risk disappears in shelf-stable form, and the record to use instead. */
export const SHELF_STABLE_ALTERNATIVES: Readonly<Record<string, string>> = {
  'smoked-seafood': 'canned-smoked-fish',
  'refrigerated-pate': 'canned-pate',
};
