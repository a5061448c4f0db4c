import { S } from '../sources.ts';
import type { ArticleRecord } from '../types.ts';

export const wellnessArticles: ArticleRecord[] = [
  {
    id: 'staying-active',
    title: 'Staying active in pregnancy',
    description: 'How much movement is good for you, which activities fit, and the signs to stop.',
    category: 'Wellness',
    weeks: { from: 1, to: 40 },
    illustration: 'walking',
    sections: [
      {
        heading: 'Good for you and your baby',
        body: 'For most pregnancies, regular activity is safe and brings real benefits: better sleep and mood, less back pain, healthy weight gain, and a lower chance of gestational diabetes. ACOG suggests about 150 minutes of moderate activity a week, such as 30 minutes on five days, if your provider agrees.',
      },
      {
        heading: 'Choosing activities',
        body: 'Walking, swimming, stationary cycling, low-impact aerobics and prenatal yoga or Pilates are good choices. Avoid contact sports, activities with a high risk of falling, hot yoga, and scuba diving. After the first trimester, avoid lying flat on your back for long.',
      },
      {
        heading: 'Listen to your body',
        body: 'You should be able to talk while you exercise. Drink water and avoid overheating. Stop and call your provider for vaginal bleeding, fluid leaking, dizziness, chest pain, a headache, calf pain or swelling, or regular painful contractions.',
      },
    ],
    keyPoints: [
      'About 150 minutes of moderate activity a week.',
      'Avoid contact sports, falls and overheating.',
      'Stop and call for bleeding, pain or dizziness.',
    ],
    source: S.acogExercise,
  },
  {
    id: 'urgent-warning-signs',
    title: 'Urgent warning signs everyone should know',
    description: 'The symptoms that need care right away, during pregnancy and for a year after birth.',
    category: 'Wellness',
    weeks: { from: 1, to: 42 },
    illustration: 'heart',
    sections: [
      {
        heading: 'Why this list matters',
        body: 'Most pregnancy aches are normal, but a few symptoms can be the first sign of a serious problem such as preeclampsia, a blood clot, infection or bleeding. CDC’s Hear Her campaign asks everyone, including partners and family, to know them and act fast.',
      },
      {
        heading: 'Get care now for',
        body: 'A headache that will not go away or gets worse; dizziness or fainting; changes in vision; a fever of 100.4°F or higher; extreme swelling of the hands or face; trouble breathing; chest pain or a racing heart; severe nausea and vomiting; severe belly pain; your baby moving less; vaginal bleeding or fluid leaking; a swollen, red or painful leg; overwhelming tiredness; or thoughts of harming yourself or your baby.',
      },
      {
        heading: 'What to do',
        body: 'Call 911 or your provider right away and say that you are pregnant or were pregnant within the last year. For thoughts of self-harm you can also call or text 988. Trust yourself: if something feels wrong, it is worth a call.',
      },
    ],
    keyPoints: [
      'Symptoms matter for a year after birth too.',
      'Say you are or were recently pregnant.',
      'Call or text 988 for thoughts of self-harm.',
    ],
    source: S.cdcHearHer,
  },
  {
    id: 'sleeping-well',
    title: 'Sleeping well as your body changes',
    description: 'Positions, pillows and habits for more restful nights.',
    category: 'Wellness',
    weeks: { from: 13, to: 42 },
    illustration: 'moon',
    sections: [
      {
        heading: 'Why sleep gets harder',
        body: 'A growing belly, heartburn, leg cramps, frequent trips to the bathroom and a busy mind can all interrupt sleep, especially later in pregnancy.',
      },
      {
        heading: 'Finding a comfortable position',
        body: 'Sleeping on your side with your knees bent is usually most comfortable as your belly grows. A pillow between your knees and another under your belly or behind your back eases the strain on your hips and lower back.',
      },
      {
        heading: 'Habits that help',
        body: 'Eat your last big meal a few hours before bed to ease heartburn, keep a regular bedtime, and keep screens out of the last half hour. Gentle stretching can help leg cramps. Ask your provider before taking any sleep aid, including melatonin or herbal remedies.',
      },
    ],
    keyPoints: [
      'Side sleeping with pillows for support.',
      'Earlier dinners ease night-time heartburn.',
      'Ask before using any sleep aid.',
    ],
    source: S.acogBackPain,
  },
  {
    id: 'easing-back-pain',
    title: 'Easing back pain',
    description: 'Why your back aches in pregnancy and what helps.',
    category: 'Wellness',
    weeks: { from: 16, to: 42 },
    illustration: 'walking',
    sections: [
      {
        heading: 'A common complaint',
        body: 'Back pain affects many pregnant people. Your center of gravity shifts forward, your belly stretches the abdominal muscles, and hormones loosen the joints of the pelvis.',
      },
      {
        heading: 'What helps',
        body: 'Wear low-heeled shoes with good support, bend at the knees to lift, and sit with your back supported. Regular exercise that strengthens the back and core, such as walking, swimming or prenatal yoga, often helps, as does a warm (not hot) compress.',
      },
      {
        heading: 'When back pain is more',
        body: 'A low, dull backache that comes and goes in a pattern can be a sign of preterm labor before 37 weeks. Call your provider for back pain with fever, bleeding, burning when you urinate, or pain that is severe or does not ease.',
      },
    ],
    keyPoints: [
      'Supportive shoes and careful lifting.',
      'Gentle strengthening exercise helps.',
      'Rhythmic low backache before 37 weeks: call.',
    ],
    source: S.acogBackPain,
  },
  {
    id: 'emotional-wellbeing',
    title: 'Your feelings during pregnancy and after',
    description: 'Mood changes are common. Depression and anxiety are common too, and treatable.',
    category: 'Wellness',
    weeks: { from: 1, to: 42 },
    illustration: 'heart',
    sections: [
      {
        heading: 'Ups and downs',
        body: 'Hormones, tiredness and big life changes make mood swings common during pregnancy and in the first weeks after birth. Feeling weepy or anxious for a few days after delivery, the “baby blues”, usually passes within two weeks.',
      },
      {
        heading: 'When it is more than blues',
        body: 'Depression or anxiety can start during pregnancy or at any time in the year after birth. Feeling sad, empty or hopeless most days, losing interest in things, trouble bonding with your baby, or constant worry for more than two weeks are reasons to talk to your provider.',
      },
      {
        heading: 'Getting help',
        body: 'Treatment works, and it can include counseling, support groups and, when needed, medicines that are used in pregnancy and breastfeeding. If you have thoughts of harming yourself or your baby, call or text 988 or call 911 now.',
      },
    ],
    keyPoints: [
      'Baby blues fade within about two weeks.',
      'Longer low mood or anxiety deserves a call.',
      'Call or text 988 in a crisis.',
    ],
    source: S.acogPostpartumDepression,
  },
  {
    id: 'alcohol-smoke-free',
    title: 'Alcohol, smoking and vaping',
    description: 'Why there is no safe amount, and where to find help to stop.',
    category: 'Wellness',
    weeks: { from: 1, to: 42 },
    illustration: 'heart',
    sections: [
      {
        heading: 'No safe amount of alcohol',
        body: 'Alcohol passes to the baby through the umbilical cord. CDC says there is no known safe amount, no safe time and no safe kind of alcohol during pregnancy, including wine and beer. Fetal alcohol spectrum disorders are lifelong but completely preventable.',
      },
      {
        heading: 'Smoke and nicotine',
        body: 'Smoking is linked to preterm birth, low birth weight, problems with the placenta and sudden infant death. E-cigarettes and vapes also deliver nicotine, which harms a baby’s developing brain and lungs. Keep your home and car smoke-free.',
      },
      {
        heading: 'Help to stop',
        body: 'It is never too late to stop, and stopping at any point helps. Your provider can connect you with counseling and quit programs that are safe in pregnancy, without judgment.',
      },
    ],
    keyPoints: [
      'No alcohol during pregnancy.',
      'No smoking or vaping; avoid secondhand smoke.',
      'Stopping at any point helps your baby.',
    ],
    source: S.cdcAlcohol,
  },
  {
    id: 'traveling-while-pregnant',
    title: 'Traveling while pregnant',
    description: 'Planning trips by car or plane, and what to pack for peace of mind.',
    category: 'Wellness',
    weeks: { from: 14, to: 36 },
    illustration: 'bag',
    sections: [
      {
        heading: 'The best time to go',
        body: 'The middle of pregnancy is often the most comfortable time to travel: nausea has usually eased and the belly is not yet too big. Check with your provider before any trip, especially with a complication or late in pregnancy, and check your airline’s rules.',
      },
      {
        heading: 'On the way',
        body: 'Long sitting raises the risk of blood clots. Walk around every hour or two, flex your ankles and calves, drink water, and wear your seat belt low under your belly. Loose clothing and compression stockings may help.',
      },
      {
        heading: 'At your destination',
        body: 'Carry a copy of your prenatal record and know where to find care. Follow food and water safety rules, and ask your provider about travel to places with infections such as Zika.',
      },
    ],
    keyPoints: [
      'Mid-pregnancy is often easiest for travel.',
      'Move your legs and drink water on long trips.',
      'Bring your prenatal record.',
    ],
    source: S.acogTravel,
  },
  {
    id: 'partners-guide',
    title: 'A guide for partners',
    description: 'How partners and support people can help through pregnancy, birth and the first weeks.',
    category: 'Wellness',
    weeks: { from: 1, to: 42 },
    illustration: 'family',
    sections: [
      {
        heading: 'Be part of the care',
        body: 'Going to prenatal visits when you can helps you understand what is happening and what to expect. Learn the urgent warning signs too: partners are often the first to notice when something is wrong.',
      },
      {
        heading: 'Practical support',
        body: 'Share household tasks, take over cat litter duty, keep the home smoke-free and help prepare for the baby, from the car seat to the hospital bag. Make sure your own vaccines, including whooping cough and flu, are up to date.',
      },
      {
        heading: 'Look after feelings, both of you',
        body: 'Pregnancy and a new baby change relationships. Talk openly, watch for signs of depression in your partner and in yourself, and reach out to a provider if either of you is struggling.',
      },
    ],
    keyPoints: [
      'Go to visits and know the warning signs.',
      'Get your own whooping cough and flu shots.',
      'Watch for depression in both of you.',
    ],
    source: S.acogPartner,
  },
];
