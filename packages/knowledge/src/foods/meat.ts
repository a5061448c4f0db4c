import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { REHEAT_165 } from './phrases.ts';
import { FDA_PREGNANCY, NIH_ODS_VITAMIN_A, USDA_FSIS_TEMPERATURES } from './sources.ts';

const category = CATEGORIES.meat;

const THERMOMETER = 'Check the temperature with a food thermometer in the thickest part.';

function cookedMeat(
  id: string,
  name: string,
  synonyms: string[],
  description: string,
  temperature: string,
): FoodRecord {
  return {
    id,
    name,
    status: 'safe',
    description,
    reason:
      'Cooking meat to USDA’s safe minimum internal temperature kills the germs raw meat can carry, so properly cooked meat is a safe choice in pregnancy.',
    guidelines: [temperature, THERMOMETER, REHEAT_165],
    synonyms,
    category,
    source: USDA_FSIS_TEMPERATURES,
  };
}

const WHOLE_CUT_145 = 'Cook to 145°F (63°C), then let it rest for 3 minutes before cutting or eating.';
const GROUND_160 = 'Cook to 160°F (71°C) all the way through.';
const POULTRY_165 = 'Cook to 165°F (74°C), whether whole, in parts or ground.';

export const meatFoods: FoodRecord[] = [
  cookedMeat(
    'beef',
    'Beef Steak & Roasts',
    ['beef', 'steak', 'beef roast', 'pot roast', 'prime rib', 'brisket', 'well done steak', 'sirloin', 'ribeye'],
    'Beef steaks, chops and roasts cooked to a safe temperature.',
    WHOLE_CUT_145,
  ),
  cookedMeat(
    'ground-meat',
    'Ground Meat & Burgers',
    [
      'ground beef',
      'hamburger',
      'burger',
      'cheeseburger',
      'meatballs',
      'meatloaf',
      'minced meat',
      'ground pork',
      'ground lamb',
      'ground veal',
    ],
    'Burgers, meatballs and other dishes made from ground beef, pork, lamb or veal.',
    GROUND_160,
  ),
  cookedMeat(
    'chicken',
    'Chicken',
    [
      'chicken breast',
      'chicken thighs',
      'chicken wings',
      'grilled chicken',
      'roast chicken',
      'fried chicken',
      'ground chicken',
      'rotisserie chicken',
      'chicken nuggets',
    ],
    'Chicken of every cut, cooked through.',
    POULTRY_165,
  ),
  cookedMeat(
    'turkey',
    'Turkey',
    ['roast turkey', 'ground turkey', 'turkey burger', 'thanksgiving turkey'],
    'Whole turkey, turkey parts and ground turkey cooked at home. For sliced sandwich turkey, see Deli Meat.',
    POULTRY_165,
  ),
  cookedMeat(
    'duck',
    'Duck & Goose',
    ['duck', 'goose', 'duck breast', 'roast duck'],
    'Duck and goose, which count as poultry for cooking temperatures.',
    POULTRY_165,
  ),
  cookedMeat(
    'pork',
    'Pork',
    ['pork chop', 'pork loin', 'pork tenderloin', 'pork roast', 'pork ribs', 'pulled pork', 'pork belly'],
    'Pork chops, roasts and ribs cooked to a safe temperature.',
    WHOLE_CUT_145,
  ),
  cookedMeat(
    'lamb',
    'Lamb',
    ['lamb chops', 'leg of lamb', 'rack of lamb', 'mutton'],
    'Lamb chops, legs and roasts cooked to a safe temperature.',
    WHOLE_CUT_145,
  ),
  cookedMeat(
    'veal',
    'Veal',
    ['veal chop', 'veal cutlet', 'veal scallopini'],
    'Veal chops, cutlets and roasts cooked to a safe temperature.',
    WHOLE_CUT_145,
  ),
  cookedMeat(
    'fresh-sausage',
    'Fresh Sausage',
    ['sausage', 'breakfast sausage', 'bratwurst', 'italian sausage', 'sausage patty', 'sausage links'],
    'Raw sausages sold uncooked, such as breakfast links and bratwurst. For salami and pepperoni, see Dry-Cured Meats.',
    GROUND_160,
  ),
  {
    id: 'bacon',
    name: 'Bacon',
    status: 'safe',
    description: 'Bacon, pancetta and turkey bacon cooked until crisp and sizzling hot.',
    reason:
      'Bacon is sold raw, so like any raw meat it needs thorough cooking. Fully cooked, crisp bacon is a safe choice.',
    guidelines: ['Cook until crisp and sizzling hot.', 'Reheat precooked bacon until steaming hot.'],
    synonyms: ['turkey bacon', 'pancetta', 'bacon strips'],
    category,
    source: USDA_FSIS_TEMPERATURES,
  },
  {
    id: 'ham',
    name: 'Ham',
    status: 'caution',
    description:
      'Baked ham and sliced ham. A cooked ham served hot is fine; cold sliced ham counts as deli meat and should be heated first.',
    reason: 'Cold, ready-to-eat sliced ham can carry Listeria, the same concern as other deli meats. Heat kills it.',
    guidelines: [
      'Cook fresh (raw) ham to 145°F (63°C) and let it rest for 3 minutes.',
      'Heat sliced or leftover ham to 165°F (74°C), until steaming.',
    ],
    synonyms: ['baked ham', 'sliced ham', 'honey ham', 'spiral ham', 'ham steak'],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'rare-meat',
    name: 'Rare or Undercooked Meat',
    status: 'avoid',
    description: 'Rare or pink steak, burgers and roasts, and raw meat dishes such as steak tartare and carpaccio.',
    reason:
      'Raw and undercooked meat can carry harmful germs that only reach a safe level when the meat is cooked to USDA’s minimum temperatures.',
    guidelines: [
      'Order steaks and roasts cooked to at least 145°F (63°C), and burgers to 160°F (71°C).',
      'Skip raw meat dishes such as tartare, carpaccio and kibbeh nayeh.',
      THERMOMETER,
    ],
    synonyms: [
      'rare steak',
      'medium rare steak',
      'pink burger',
      'raw meat',
      'steak tartare',
      'beef tartare',
      'carpaccio',
      'raw beef',
      'rare beef',
      'undercooked meat',
      'kibbeh nayeh',
    ],
    category,
    source: FDA_PREGNANCY,
  },
  {
    id: 'undercooked-poultry',
    name: 'Undercooked Poultry',
    status: 'avoid',
    description: 'Chicken, turkey or duck that is raw or pink inside.',
    reason: 'Raw and undercooked poultry can carry harmful germs that cooking to 165°F (74°C) kills.',
    guidelines: [POULTRY_165, THERMOMETER],
    synonyms: ['raw chicken', 'pink chicken', 'undercooked chicken', 'undercooked turkey', 'chicken tartare'],
    category,
    source: USDA_FSIS_TEMPERATURES,
  },
  {
    id: 'liver',
    name: 'Liver',
    status: 'caution',
    description: 'Beef, chicken, pork and other animal liver. Keep portions small and occasional during pregnancy.',
    reason:
      'Liver is very rich in preformed vitamin A (retinol). Too much preformed vitamin A is linked to birth defects, and NIH sets an upper limit of 10,000 IU (3,000 mcg RAE) a day.',
    guidelines: [
      'Eat liver rarely and in small portions, if at all.',
      'Do not combine liver with supplements that contain preformed vitamin A; ask your provider about your prenatal vitamin.',
      'Cook liver thoroughly.',
    ],
    synonyms: [
      'beef liver',
      'chicken liver',
      'calf liver',
      'lamb liver',
      'pork liver',
      'liver and onions',
      'organ meat',
    ],
    category,
    source: NIH_ODS_VITAMIN_A,
  },
];
