import { S } from '../sources.ts';
import type { GuidelineRecord } from '../types.ts';

export const nutritionGuidelines: GuidelineRecord[] = [
  {
    id: 'folic-acid',
    title: 'Get enough folic acid every day',
    description:
      'Folic acid helps prevent serious birth defects of the brain and spine (neural tube defects), which form in the first weeks of pregnancy.',
    category: 'nutrition',
    riskLevel: 'high',
    recommendations: [
      'CDC advises 400 mcg of folic acid every day for anyone who could become pregnant, starting at least a month before pregnancy.',
      'During pregnancy the recommended intake of folate rises to 600 mcg DFE a day from food and supplements together.',
      'A prenatal vitamin usually covers this; ask your provider whether you need more.',
    ],
    weeks: { from: 1, to: 12 },
    source: S.cdcFolicAcid,
  },
  {
    id: 'prenatal-vitamin',
    title: 'Take a prenatal vitamin',
    description:
      'A daily prenatal vitamin fills common gaps in folic acid, iron, iodine and other nutrients that pregnancy needs more of.',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'Choose one with folic acid and iodine, or use the one your provider recommends.',
      'Do not add extra vitamin A or other single-nutrient pills unless your provider advises them.',
      'If the vitamin upsets your stomach, try taking it with food or at bedtime, and ask about other options.',
    ],
    weeks: null,
    source: S.acogNutrition,
  },
  {
    id: 'iron',
    title: 'Build up your iron',
    description:
      'Your blood volume grows during pregnancy, so you need about twice as much iron as before to carry oxygen to your baby.',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'The recommended intake in pregnancy is 27 mg of iron a day from food and supplements together.',
      'Eat iron-rich foods such as lean meat, poultry, beans, lentils and iron-fortified cereals, with a source of vitamin C.',
      'Your provider checks for anemia with blood tests; take an iron supplement only as advised.',
    ],
    weeks: null,
    source: S.odsIron,
  },
  {
    id: 'iodine',
    title: 'Include iodine',
    description: 'Iodine is needed for the baby’s brain and nervous system to develop.',
    category: 'nutrition',
    riskLevel: 'low',
    recommendations: [
      'The recommended intake in pregnancy is 220 mcg of iodine a day.',
      'ACOG suggests a prenatal vitamin that contains 150 mcg of iodine; check the label.',
      'Dairy, eggs, seafood and iodized salt also supply iodine.',
    ],
    weeks: null,
    source: S.odsIodine,
  },
  {
    id: 'calcium-vitamin-d',
    title: 'Calcium and vitamin D for strong bones',
    description: 'Your baby builds bones and teeth from the calcium you eat; vitamin D helps the body absorb it.',
    category: 'nutrition',
    riskLevel: 'low',
    recommendations: [
      'Adults aged 19 to 50 need about 1,000 mg of calcium a day (1,300 mg for ages 14 to 18).',
      'Milk, yogurt, cheese made with pasteurized milk, fortified plant drinks and canned fish with soft bones are good sources.',
      'Ask your provider whether your prenatal vitamin gives enough vitamin D.',
    ],
    weeks: null,
    source: S.odsCalcium,
  },
  {
    id: 'choline',
    title: 'Remember choline',
    description: 'Choline supports the baby’s brain and spinal cord, and many prenatal vitamins contain little of it.',
    category: 'nutrition',
    riskLevel: 'low',
    recommendations: [
      'The adequate intake in pregnancy is 450 mg of choline a day.',
      'Eggs (cooked until firm), meat, poultry, fish, beans and dairy are good sources.',
    ],
    weeks: null,
    source: S.odsCholine,
  },
  {
    id: 'fish-twice-a-week',
    title: 'Eat fish low in mercury',
    description:
      'Fish gives protein, omega-3 fats such as DHA, iron and iodine that help your baby’s brain and eyes develop.',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'Eat 8 to 12 ounces a week (2 to 3 servings) from the “best choices” list, such as salmon, sardines, shrimp, cod, tilapia and canned light tuna.',
      'Or have one serving a week from the “good choices” list, such as halibut, snapper or albacore tuna.',
      'Cook fish to 145°F or until it flakes with a fork.',
    ],
    weeks: null,
    source: S.fdaFish,
  },
  {
    id: 'caffeine',
    title: 'Keep caffeine moderate',
    description:
      'Less than 200 mg of caffeine a day does not appear to be a major factor in miscarriage or preterm birth.',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'Stay under 200 mg of caffeine a day, roughly one 12-ounce cup of coffee.',
      'Count tea, cola, energy drinks and chocolate too; skip energy drinks altogether if you can.',
    ],
    weeks: null,
    source: S.acogCaffeine,
  },
  {
    id: 'vitamin-a-limit',
    title: 'Limit preformed vitamin A',
    description:
      'Too much preformed vitamin A (retinol), from supplements or large amounts of liver, is linked to birth defects.',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'Stay below the upper limit of 10,000 IU (3,000 mcg RAE) of preformed vitamin A a day from all supplements together.',
      'Eat liver rarely, and avoid cod liver oil unless your provider approves it.',
      'Beta-carotene from fruits and vegetables does not carry this risk.',
    ],
    weeks: null,
    source: S.odsVitaminA,
  },
  {
    id: 'herbal-products',
    title: 'Be careful with herbal teas and supplements',
    description:
      'Herbal products and dietary supplements are not reviewed by FDA for safety before they are sold, and few have been studied in pregnancy.',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'Ask your provider before using any herbal remedy, tea blend or supplement.',
      'Bring the packages to your visit so your provider can see the ingredients.',
    ],
    weeks: null,
    source: S.fdaSupplements,
  },
  {
    id: 'healthy-weight-gain',
    title: 'Gain weight at a healthy pace',
    description: 'How much weight is healthy to gain depends on your weight before pregnancy (body mass index, BMI).',
    category: 'nutrition',
    riskLevel: 'medium',
    recommendations: [
      'For one baby, the usual ranges are 28–40 lb if underweight before pregnancy, 25–35 lb at a normal weight, 15–25 lb if overweight and 11–20 lb with obesity.',
      'In the second and third trimesters this is roughly a pound a week, or about half a pound a week for people who started with a higher BMI.',
      'Your provider will track your weight; ask what is right for you, especially with twins.',
    ],
    weeks: { from: 13, to: 40 },
    source: S.acogWeightGain,
  },
  {
    id: 'balanced-plate',
    title: 'Fill your plate with variety',
    description:
      'A balanced diet of vegetables, fruits, whole grains, protein and dairy gives you and your baby most of what you both need.',
    category: 'nutrition',
    riskLevel: 'low',
    recommendations: [
      'Make half your plate vegetables and fruits.',
      'Choose whole grains, lean protein, beans and pasteurized dairy.',
      'Limit foods with a lot of added sugar and solid fats.',
    ],
    weeks: null,
    source: S.acogNutrition,
  },
  {
    id: 'eating-with-nausea',
    title: 'Eating when nausea strikes',
    description: 'Nausea and vomiting are common in the first trimester. Small changes in how you eat often help.',
    category: 'nutrition',
    riskLevel: 'low',
    recommendations: [
      'Eat small meals often, and keep plain crackers by the bed for the morning.',
      'Avoid smells and foods that trigger nausea; sip fluids between meals.',
      'Call your provider if you cannot keep food or liquids down; severe vomiting needs treatment.',
    ],
    weeks: { from: 4, to: 16 },
    source: S.acogNausea,
  },
];
