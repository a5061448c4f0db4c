import { S } from '../sources.ts';
import type { GuidelineRecord } from '../types.ts';

const ASK = 'If you are unsure, ask your healthcare provider.';

export const safetyGuidelines: GuidelineRecord[] = [
  {
    id: 'urgent-warning-signs',
    title: 'Know the urgent maternal warning signs',
    description:
      'Some symptoms during pregnancy and in the year after birth can signal a life-threatening problem and need care right away.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Call 911 or your provider now for a headache that will not go away, changes in vision, chest pain, trouble breathing, fainting or a fever of 100.4°F (38°C) or higher.',
      'Get care at once for vaginal bleeding or leaking fluid, severe belly pain, extreme swelling of the hands or face, or a swollen, red or painful leg.',
      'If you have thoughts of harming yourself or your baby, call or text 988 or call 911.',
      'Say that you are pregnant, or were pregnant in the last year, when you seek care.',
    ],
    weeks: null,
    source: S.cdcHearHer,
  },
  {
    id: 'listeria-foods',
    title: 'Protect yourself from Listeria',
    description:
      'Pregnant people are about ten times more likely to get listeriosis, which can cause miscarriage, stillbirth, preterm labor or a serious infection in the newborn.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Skip raw (unpasteurized) milk and anything made from it; eat soft cheeses only when the label says pasteurized milk.',
      'Heat hot dogs, deli meats and cold cuts until steaming hot (165°F) before eating them.',
      'Avoid refrigerated smoked seafood, refrigerated pâtés and premade deli salads; shelf-stable canned versions are fine.',
      'Avoid raw sprouts and unpasteurized juice or cider.',
    ],
    weeks: null,
    source: S.fdaFood,
  },
  {
    id: 'cook-to-safe-temperatures',
    title: 'Cook meat, fish and eggs all the way through',
    description:
      'Raw and undercooked animal foods can carry germs such as Salmonella, E. coli and Toxoplasma that are riskier during pregnancy.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Use a food thermometer: 145°F for whole cuts of beef, pork, veal and lamb (then rest 3 minutes), 160°F for ground meats and egg dishes, 165°F for poultry and leftovers.',
      'Cook fish to 145°F or until the flesh is opaque and flakes with a fork; skip sushi, sashimi, ceviche and raw shellfish.',
      'Cook eggs until yolk and white are firm, and use pasteurized eggs for recipes that call for raw egg.',
    ],
    weeks: null,
    source: S.fsisTemperatures,
  },
  {
    id: 'clean-and-cold',
    title: 'Keep food clean and cold',
    description: 'Simple kitchen habits lower the chance of food poisoning for you and your baby.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Rinse fruits and vegetables under running water before eating, cutting or cooking them.',
      'Keep your refrigerator at 40°F or below and eat leftovers promptly.',
      'Keep raw meat, poultry and seafood away from foods that will not be cooked.',
    ],
    weeks: null,
    source: S.fdaFood,
  },
  {
    id: 'no-alcohol',
    title: 'Avoid alcohol completely',
    description:
      'No amount of alcohol and no time in pregnancy is known to be safe. Alcohol can cause fetal alcohol spectrum disorders, which last a lifetime.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Do not drink wine, beer, liquor or mixed drinks while pregnant or trying to become pregnant.',
      'If you drank before you knew you were pregnant, stop now and tell your provider.',
      'Ask your provider for support if stopping is hard.',
    ],
    weeks: null,
    source: S.cdcAlcohol,
  },
  {
    id: 'no-tobacco',
    title: 'Stay away from tobacco, vaping and recreational drugs',
    description:
      'Smoking, vaping nicotine and recreational drugs are linked to preterm birth, low birth weight and other problems for the baby.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Quit smoking and vaping; your provider can help you find support that is safe in pregnancy.',
      'Avoid secondhand smoke at home and in the car.',
      'Tell your provider honestly about any substance use so you can get the right care.',
    ],
    weeks: null,
    source: S.acogSubstances,
  },
  {
    id: 'highest-mercury-fish',
    title: 'Skip the highest-mercury fish',
    description: 'Mercury can harm a baby’s developing brain and nervous system. A few large fish carry the most.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Do not eat king mackerel, marlin, orange roughy, shark, swordfish, bigeye tuna or tilefish from the Gulf of Mexico.',
      'For fish caught by family or friends, check local advisories; if there are none, have only one serving that week and no other fish.',
    ],
    weeks: null,
    source: S.fdaFish,
  },
  {
    id: 'medicines-ask-first',
    title: 'Check every medicine and supplement',
    description: 'Many medicines cross the placenta. Some are fine, some need care, and a few can cause birth defects.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Ask your provider or pharmacist before starting any prescription, over-the-counter medicine, herbal product or supplement.',
      'Never stop a prescribed medicine on your own; talk to the prescriber first, because the illness can also harm the pregnancy.',
      'Tell every provider who treats you that you are pregnant.',
    ],
    weeks: null,
    source: S.fdaMedicinePregnancy,
  },
  {
    id: 'nsaids-from-20-weeks',
    title: 'Avoid NSAID pain relievers from 20 weeks',
    description:
      'FDA advises avoiding NSAIDs such as ibuprofen and naproxen from about 20 weeks, because they can cause rare but serious kidney problems in the baby and low amniotic fluid.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Do not take ibuprofen (Advil, Motrin), naproxen (Aleve) or other NSAIDs at 20 weeks or later unless your provider tells you to.',
      'Check combination cold and pain products for hidden NSAIDs.',
      'Low-dose aspirin prescribed by your provider is different; keep taking it as advised.',
      ASK,
    ],
    weeks: { from: 18, to: 42 },
    source: S.fdaNsaids,
  },
  {
    id: 'avoid-overheating',
    title: 'Avoid overheating',
    description:
      'A core body temperature above about 102°F (39°C), especially early in pregnancy, has been linked to neural tube defects.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Skip hot tubs and saunas, or keep any exposure very short.',
      'Exercise in cool, well-ventilated places and drink water.',
      'Call your provider about a fever of 100.4°F (38°C) or higher.',
    ],
    weeks: null,
    source: S.acogExercise,
  },
  {
    id: 'toxoplasmosis',
    title: 'Lower the risk of toxoplasmosis',
    description: 'Toxoplasma, a parasite found in cat feces, soil and undercooked meat, can harm an unborn baby.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Let someone else change the cat litter; if you must, wear gloves and wash your hands after.',
      'Wear gloves when gardening and wash your hands afterwards.',
      'Cook meat fully and wash fruits and vegetables.',
    ],
    weeks: null,
    source: S.cdcToxoplasmosis,
  },
  {
    id: 'stay-active',
    title: 'Stay active safely',
    description:
      'For most pregnancies, regular moderate activity is safe and helps with mood, sleep, back pain and healthy weight gain.',
    category: 'safety',
    riskLevel: 'low',
    recommendations: [
      'Aim for about 150 minutes of moderate activity a week, such as brisk walking or swimming, if your provider agrees.',
      'Avoid contact sports, activities with a high risk of falling, and scuba diving.',
      'Stop and call your provider if you have bleeding, dizziness, chest pain, fluid leaking or regular painful contractions.',
    ],
    weeks: null,
    source: S.acogExercise,
  },
  {
    id: 'seat-belt',
    title: 'Wear your seat belt the right way',
    description: 'A properly worn seat belt protects both you and your baby in a crash.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Buckle the lap belt low across your hips and under your belly, never over it.',
      'Place the shoulder belt across your chest, between your breasts and off to the side of your belly.',
      'See your provider after any car crash, even if you feel fine.',
    ],
    weeks: null,
    source: S.acogCarSafety,
  },
  {
    id: 'safe-travel',
    title: 'Plan travel with your provider',
    description: 'Travel is usually fine in an uncomplicated pregnancy, but long trips need a little planning.',
    category: 'safety',
    riskLevel: 'low',
    recommendations: [
      'On long trips, walk or flex your legs often and drink water to lower the risk of blood clots.',
      'Check with your provider and your airline before flying late in pregnancy.',
      'Carry a copy of your prenatal record and know where care is available at your destination.',
    ],
    weeks: { from: 14, to: 36 },
    source: S.acogTravel,
  },
  {
    id: 'preeclampsia-signs',
    title: 'Watch for signs of preeclampsia',
    description:
      'Preeclampsia is a serious blood-pressure disorder that usually appears after 20 weeks and can also start after birth.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Keep every prenatal visit so your blood pressure and urine can be checked.',
      'Call your provider at once for a headache that will not go away, vision changes, pain under the ribs on the right, or sudden swelling of the face or hands.',
    ],
    weeks: { from: 20, to: 42 },
    source: S.acogPreeclampsia,
  },
  {
    id: 'preterm-labor-signs',
    title: 'Know the signs of preterm labor',
    description: 'Labor that starts before 37 weeks is preterm. Getting care early can make a difference.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Call your provider for regular contractions or tightening before 37 weeks, a constant low dull backache, pelvic pressure, or a change in vaginal discharge.',
      'Go to the hospital for fluid leaking or bleeding from the vagina.',
    ],
    weeks: { from: 20, to: 36 },
    source: S.acogPreterm,
  },
  {
    id: 'baby-movements',
    title: 'Pay attention to your baby’s movements',
    description:
      'From about 28 weeks, many providers suggest noticing how long it takes to feel ten movements. A baby moving less is an urgent warning sign.',
    category: 'safety',
    riskLevel: 'high',
    recommendations: [
      'Learn your baby’s usual pattern of kicks and rolls.',
      'Call your provider right away if the movements stop or slow down noticeably; do not wait until the next day.',
    ],
    weeks: { from: 28, to: 42 },
    source: S.cdcHearHer,
  },
  {
    id: 'labor-signs',
    title: 'Know when to call about labor',
    description: 'True labor brings contractions that come regularly, get closer together and grow stronger over time.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Ask your provider when to call or come in once contractions start.',
      'Call right away if your water breaks, you are bleeding, or your baby moves less.',
    ],
    weeks: { from: 36, to: 42 },
    source: S.acogLabor,
  },
  {
    id: 'past-due-date',
    title: 'Going past your due date',
    description:
      'A pregnancy is late term from 41 weeks and post-term from 42 weeks, when risks for the baby begin to rise.',
    category: 'safety',
    riskLevel: 'medium',
    recommendations: [
      'Expect extra checks of your baby’s well-being after your due date.',
      'Talk with your provider about when labor may be induced.',
    ],
    weeks: { from: 40, to: 42 },
    source: S.acogPastDue,
  },
];
