import { S } from '../sources.ts';
import type { ArticleRecord } from '../types.ts';

export const nutritionArticles: ArticleRecord[] = [
  {
    id: 'eating-well-in-pregnancy',
    title: 'Eating well for two (without eating for two)',
    description: 'What a balanced pregnancy plate looks like, and how your needs change from trimester to trimester.',
    category: 'Nutrition',
    weeks: { from: 1, to: 40 },
    illustration: 'plate',
    sections: [
      {
        heading: 'Quality before quantity',
        body: 'Pregnancy raises your need for several nutrients far more than your need for calories. In the first trimester most people need no extra food at all; in the second and third trimesters a modest snack’s worth more each day is usually enough. What matters most is filling your plate with foods that pack in vitamins, minerals and protein.',
      },
      {
        heading: 'Building the plate',
        body: 'Aim for half a plate of vegetables and fruits, a quarter whole grains and a quarter protein such as beans, eggs cooked firm, poultry, lean meat or fish low in mercury. Add pasteurized dairy or a fortified alternative for calcium. Foods heavy in added sugar and solid fat crowd out the nutrients you need, so keep them for now and then.',
      },
      {
        heading: 'Where a prenatal vitamin fits',
        body: 'Even a careful diet can fall short on folic acid, iron and iodine, which is why a daily prenatal vitamin is recommended. It works alongside good food, not instead of it. Check with your provider before adding any other supplement.',
      },
    ],
    keyPoints: [
      'Extra calories are small and mostly come later in pregnancy.',
      'Half the plate vegetables and fruit; the rest whole grains and protein.',
      'Keep taking your prenatal vitamin every day.',
    ],
    source: S.acogNutrition,
  },
  {
    id: 'folic-acid-first-weeks',
    title: 'Folic acid and the very first weeks',
    description:
      'Why folic acid matters before you even know you are pregnant, and how to be sure you are getting enough.',
    category: 'Nutrition',
    weeks: { from: 1, to: 12 },
    illustration: 'vitamins',
    sections: [
      {
        heading: 'An early window',
        body: 'The neural tube, which becomes your baby’s brain and spinal cord, forms and closes in the first weeks after conception, often before a pregnancy test turns positive. Getting enough folic acid during that window greatly lowers the chance of neural tube defects such as spina bifida.',
      },
      {
        heading: 'How much and from where',
        body: 'CDC recommends that everyone who could become pregnant gets 400 micrograms of folic acid every day, starting at least a month before pregnancy. Most prenatal vitamins contain this. Fortified breads and cereals, beans, leafy greens and citrus add folate from food.',
      },
      {
        heading: 'When you may need more',
        body: 'Some people need a higher amount, for example after a previous pregnancy affected by a neural tube defect or while taking certain seizure medicines. Your provider will tell you if that applies to you; do not raise the amount on your own.',
      },
    ],
    keyPoints: [
      'The neural tube closes in the first weeks of pregnancy.',
      'CDC advises 400 mcg of folic acid daily, starting before pregnancy.',
      'Ask your provider whether you need more.',
    ],
    source: S.cdcFolicAcid,
  },
  {
    id: 'choosing-fish-wisely',
    title: 'Choosing fish wisely',
    description: 'Fish feeds your baby’s growing brain. Here is how to enjoy it while keeping mercury low.',
    category: 'Nutrition',
    weeks: { from: 1, to: 42 },
    illustration: 'fish',
    sections: [
      {
        heading: 'Why fish is worth it',
        body: 'Fish provides protein, iron, iodine and omega-3 fats such as DHA that support your baby’s brain and eyes. FDA and EPA encourage pregnant and breastfeeding people to eat fish regularly, choosing kinds that are low in mercury.',
      },
      {
        heading: 'Best and good choices',
        body: 'Plan on two to three servings a week (8 to 12 ounces) from the “best choices” list, which includes salmon, sardines, shrimp, cod, tilapia, pollock, catfish and canned light tuna. If you pick from the “good choices” list, such as halibut, snapper or albacore tuna, have one serving that week.',
      },
      {
        heading: 'Fish to skip',
        body: 'King mackerel, marlin, orange roughy, shark, swordfish, bigeye tuna and tilefish from the Gulf of Mexico carry the most mercury and are best avoided. Cook fish to 145°F or until it flakes, and skip raw fish such as sushi for now.',
      },
    ],
    keyPoints: [
      '2 to 3 servings a week from the best choices list.',
      'Avoid the highest-mercury fish.',
      'Eat fish cooked, not raw.',
    ],
    source: S.fdaFish,
  },
  {
    id: 'iron-and-energy',
    title: 'Iron, anemia and feeling tired',
    description: 'How iron keeps up with your growing blood supply, and the foods that help.',
    category: 'Nutrition',
    weeks: { from: 13, to: 40 },
    illustration: 'plate',
    sections: [
      {
        heading: 'More blood, more iron',
        body: 'Your blood volume rises a great deal during pregnancy to serve the placenta and your baby. Making those extra red blood cells takes iron, and the recommended intake in pregnancy is 27 milligrams a day from food and supplements together, close to double the amount before pregnancy.',
      },
      {
        heading: 'Foods that help',
        body: 'Lean red meat, poultry and fish give iron that the body absorbs easily. Beans, lentils, tofu, spinach and iron-fortified cereals help too, especially with a food rich in vitamin C, such as oranges, tomatoes or peppers, at the same meal.',
      },
      {
        heading: 'When tiredness is more',
        body: 'Feeling tired is common, but iron-deficiency anemia can add weakness, shortness of breath and a pale look. Your provider checks your blood during pregnancy and will tell you if you need extra iron. Keep iron pills out of children’s reach; an overdose is dangerous for them.',
      },
    ],
    keyPoints: [
      'Pregnancy needs about twice the usual iron.',
      'Pair plant sources of iron with vitamin C.',
      'Take extra iron only if your provider advises it.',
    ],
    source: S.odsIron,
  },
  {
    id: 'food-safety-at-home',
    title: 'Food safety at home',
    description: 'The kitchen habits and food swaps that protect you and your baby from Listeria and other germs.',
    category: 'Nutrition',
    weeks: { from: 1, to: 42 },
    illustration: 'plate',
    sections: [
      {
        heading: 'Why it matters now',
        body: 'Pregnancy changes your immune system, and pregnant people are about ten times more likely to get listeriosis, an infection that can cause miscarriage, stillbirth or serious illness in the newborn. A few simple habits lower the risk a lot.',
      },
      {
        heading: 'Foods to swap or heat',
        body: 'Choose pasteurized milk, juice and cheese. Heat deli meats and hot dogs until steaming. Skip refrigerated smoked seafood, refrigerated pâtés, premade deli salads and raw sprouts. Cook eggs until firm and meat, poultry and fish to safe temperatures.',
      },
      {
        heading: 'In the kitchen',
        body: 'Wash your hands and rinse produce under running water. Keep raw meat apart from ready-to-eat foods and keep the fridge at 40°F or below. The food safety checker in BLOOM can tell you about a specific food.',
      },
    ],
    keyPoints: [
      'Pasteurized dairy and juice only.',
      'Heat deli meats until steaming hot.',
      'Use a thermometer for meat, poultry and eggs.',
    ],
    source: S.fdaFood,
  },
  {
    id: 'drinks-and-caffeine',
    title: 'Coffee, tea and what to drink',
    description: 'How much caffeine is fine, which drinks to skip, and staying well hydrated.',
    category: 'Nutrition',
    weeks: { from: 1, to: 42 },
    illustration: 'water',
    sections: [
      {
        heading: 'Caffeine in moderation',
        body: 'ACOG’s review found that less than 200 milligrams of caffeine a day does not appear to be a major factor in miscarriage or preterm birth. That is roughly one 12-ounce cup of coffee. Tea, cola, chocolate and energy drinks all count toward the total.',
      },
      {
        heading: 'Drinks to skip',
        body: 'There is no known safe amount of alcohol in pregnancy, so skip wine, beer and spirits entirely. Avoid unpasteurized juice and cider unless they have been boiled, and ask your provider before using herbal teas, which are not checked for safety in pregnancy.',
      },
      {
        heading: 'Water first',
        body: 'Water, milk and diluted juice are good everyday choices. Drinking regularly helps with constipation and keeps you comfortable, especially in hot weather or when you are active.',
      },
    ],
    keyPoints: ['Under 200 mg of caffeine a day.', 'No alcohol at all.', 'Ask before using herbal teas.'],
    source: S.acogCaffeine,
  },
  {
    id: 'eating-with-nausea',
    title: 'Eating when you feel sick',
    description: 'Practical ways to keep eating through morning sickness, and when to call your provider.',
    category: 'Nutrition',
    weeks: { from: 4, to: 16 },
    illustration: 'water',
    sections: [
      {
        heading: 'Why it happens',
        body: 'Nausea and vomiting are very common in the first trimester and, despite the name “morning sickness”, can happen at any time of day. For most people it eases early in the second trimester.',
      },
      {
        heading: 'Small changes that help',
        body: 'Eat small meals every few hours so your stomach is never empty, and keep plain crackers by the bed. Bland, cold or salty foods are often easier. Sip fluids between meals rather than with them, and stay away from smells that set you off. Some people find ginger or vitamin B6 helpful; ask your provider first.',
      },
      {
        heading: 'When to call',
        body: 'Call your provider if you cannot keep food or liquids down, you are losing weight, you feel dizzy or your urine is dark. Severe vomiting, called hyperemesis gravidarum, needs treatment, and there are medicines that are used safely in pregnancy.',
      },
    ],
    keyPoints: [
      'Small, frequent meals and fluids between meals.',
      'Ask your provider before trying ginger or B6.',
      'Call if you cannot keep anything down.',
    ],
    source: S.acogNausea,
  },
];
