import { S } from '../sources.ts';
import type { ArticleRecord } from '../types.ts';

export const developmentArticles: ArticleRecord[] = [
  {
    id: 'first-trimester-baby',
    title: 'Your baby in the first trimester',
    description: 'From a cluster of cells to a tiny fetus with every major organ started.',
    category: 'Development',
    weeks: { from: 1, to: 12 },
    illustration: 'baby-growth',
    sections: [
      {
        heading: 'Weeks 1 to 4',
        body: 'Pregnancy weeks are counted from the first day of your last period, so conception happens around week 2. The fertilized egg divides into a ball of cells that settles into the lining of the uterus, where the placenta begins to form.',
      },
      {
        heading: 'Weeks 5 to 8',
        body: 'This is the embryonic period, when the foundations of every organ are laid down. The neural tube, which becomes the brain and spinal cord, closes; the heart begins to beat and can often be seen on an early ultrasound; and buds for arms and legs appear.',
      },
      {
        heading: 'Weeks 9 to 12',
        body: 'From about week 10 the embryo is called a fetus. Fingers and toes separate, the face takes shape, and organs keep growing and maturing. Because so much forms now, folic acid and avoiding alcohol and harmful medicines matter most in these weeks.',
      },
    ],
    keyPoints: [
      'Conception happens around week 2 of pregnancy.',
      'The heart starts beating in the first weeks.',
      'All major organs begin forming by the end of the trimester.',
    ],
    source: S.acogFetusGrows,
  },
  {
    id: 'second-trimester-baby',
    title: 'Your baby in the second trimester',
    description: 'Growing, moving, hearing: the middle months of pregnancy.',
    category: 'Development',
    weeks: { from: 13, to: 27 },
    illustration: 'baby-growth',
    sections: [
      {
        heading: 'Growing fast',
        body: 'Your baby grows quickly in these months. Muscles and bones strengthen, and the skin is covered with fine hair and a waxy coating that protects it in the amniotic fluid.',
      },
      {
        heading: 'Moving and hearing',
        body: 'Many people first feel movement, often described as flutters, between about 16 and 22 weeks; it may come later in a first pregnancy. Your baby’s hearing develops, and they can begin to respond to sounds, including your voice.',
      },
      {
        heading: 'The anatomy scan',
        body: 'The detailed ultrasound between 18 and 22 weeks looks at your baby’s growth, organs, the placenta and the amniotic fluid. Near the end of this trimester the lungs start making the substances they will need to breathe after birth.',
      },
    ],
    keyPoints: [
      'First movements are often felt between 16 and 22 weeks.',
      'Your baby can start to hear your voice.',
      'Anatomy ultrasound: 18 to 22 weeks.',
    ],
    source: S.acogFetusGrows,
  },
  {
    id: 'third-trimester-baby',
    title: 'Your baby in the third trimester',
    description: 'Putting on weight, maturing lungs and brain, and getting ready for birth.',
    category: 'Development',
    weeks: { from: 28, to: 42 },
    illustration: 'baby-growth',
    sections: [
      {
        heading: 'Gaining weight',
        body: 'In the last trimester your baby adds fat under the skin, which helps keep them warm after birth. Weight gain speeds up, and space in the uterus gets tighter.',
      },
      {
        heading: 'Lungs and brain',
        body: 'The lungs and brain keep maturing right up to the end of pregnancy, which is why the last weeks matter. Your baby practices breathing movements, opens and closes the eyes, and has regular periods of sleep and activity.',
      },
      {
        heading: 'Getting into position',
        body: 'Many babies turn head down in the final weeks. Your provider checks the position at visits. Keep noticing your baby’s movements every day: they should not slow down near the end.',
      },
    ],
    keyPoints: [
      'Fat stores build up in the last weeks.',
      'Lungs and brain mature until the very end.',
      'Movements should not slow down near term.',
    ],
    source: S.acogFetusGrows,
  },
  {
    id: 'feeling-baby-move',
    title: 'Feeling your baby move',
    description: 'When movements start, what is normal, and why a change deserves a call.',
    category: 'Development',
    weeks: { from: 16, to: 42 },
    illustration: 'heart',
    sections: [
      {
        heading: 'First flutters',
        body: 'Early movements feel like bubbles or flutters and are easy to miss. As your baby grows they become clear kicks, rolls and jabs, and you will start to notice your baby’s own pattern.',
      },
      {
        heading: 'Counting kicks',
        body: 'From about 28 weeks many providers suggest a daily check: at a time when your baby is usually active, note how long it takes to feel ten movements. It is usually well under two hours.',
      },
      {
        heading: 'When to call',
        body: 'A baby moving less or stopping moving is an urgent warning sign. Do not wait until the next day or your next visit, and do not rely on a home heartbeat monitor; call your provider or go to the hospital right away.',
      },
    ],
    keyPoints: [
      'First movements feel like flutters.',
      'Ten movements usually come within two hours.',
      'Fewer movements: call right away.',
    ],
    source: S.cdcHearHer,
  },
  {
    id: 'ultrasound-basics',
    title: 'What an ultrasound shows',
    description: 'The scans of pregnancy, what each one is for, and what to expect.',
    category: 'Development',
    weeks: { from: 6, to: 24 },
    illustration: 'ultrasound',
    sections: [
      {
        heading: 'How it works',
        body: 'An ultrasound uses sound waves, not radiation, to make pictures of your baby, the placenta and the uterus. Early in pregnancy the scan may be done through the vagina for a clearer view; later it is done on the belly.',
      },
      {
        heading: 'Early and mid-pregnancy scans',
        body: 'An early scan can confirm the pregnancy, check the heartbeat, count babies and help date the pregnancy. The standard anatomy scan between 18 and 22 weeks checks your baby’s organs, growth and position, and the placenta’s location.',
      },
      {
        heading: 'Keepsake scans',
        body: 'Ultrasound is used for medical reasons by trained staff. ACOG advises against scans done only for keepsake pictures or videos, since they are not checked by medical professionals and have no medical benefit.',
      },
    ],
    keyPoints: [
      'Sound waves, not radiation.',
      'Anatomy scan between 18 and 22 weeks.',
      'Skip scans done only for keepsakes.',
    ],
    source: S.acogUltrasound,
  },
  {
    id: 'why-full-term-matters',
    title: 'Why the last weeks matter',
    description: 'Early term, full term, late term: what the labels mean for your baby.',
    category: 'Development',
    weeks: { from: 34, to: 42 },
    illustration: 'calendar',
    sections: [
      {
        heading: 'The term labels',
        body: 'ACOG names the stages: early term is 37 weeks through 38 weeks 6 days, full term 39 weeks through 40 weeks 6 days, late term the 41st week, and post-term 42 weeks and beyond. Birth before 37 weeks is preterm.',
      },
      {
        heading: 'Why 39 weeks',
        body: 'Babies born at 39 weeks or later have fewer breathing, feeding and temperature problems than babies born even a week or two earlier, because the brain and lungs keep maturing. Unless there is a medical reason, planned births are usually not scheduled before 39 weeks.',
      },
      {
        heading: 'Past your due date',
        body: 'Only a small share of babies arrive on their due date. After it, your provider checks on your baby more often, and from 41 weeks talks with you about inducing labor, since risks begin to rise.',
      },
    ],
    keyPoints: [
      'Full term is 39 weeks through 40 weeks 6 days.',
      'Brain and lungs mature until the end.',
      'Past your due date, expect more checks.',
    ],
    source: S.acogTerm,
  },
];
