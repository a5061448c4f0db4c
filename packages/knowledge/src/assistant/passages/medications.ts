import { CDC_FOLIC_ACID } from '../../foods/sources.ts';
import { MOTHERTOBABY } from '../sources.ts';
import type { ChatRecord } from '../types.ts';

// General guidance only: never a personal dose. Facts from FDA drug safety
// communications, ACOG and MotherToBaby, as summarised in the project's health facts.

const ASK = 'Ask your provider or pharmacist before taking it, and follow their advice on how much and how long.';

export const medicationRecords: ChatRecord[] = [
  {
    id: 'med-acetaminophen',
    title: 'Acetaminophen (Tylenol)',
    text: 'Acetaminophen has long been the usual choice for pain and fever in pregnancy, used at the lowest dose that works for the shortest time. In September 2025 FDA started a label change about a possible link between long-term use and neurodevelopmental conditions; ACOG still considers it appropriate when it is needed. Treat it as a caution: use it only as directed.',
    points: [ASK],
    topic: 'medication',
    keywords: [
      'acetaminophen',
      'tylenol',
      'paracetamol',
      'panadol',
      'pain reliever',
      'painkiller',
      'pain medicine',
      'fever reducer',
      'headache medicine',
      'back pain',
      'pain',
    ],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-nsaids',
    title: 'Ibuprofen, naproxen and other NSAIDs',
    text: 'FDA advised in October 2020 against NSAIDs such as ibuprofen (Advil, Motrin) and naproxen (Aleve) from 20 weeks of pregnancy: they can cause rare but serious kidney problems in the unborn baby, which lead to low amniotic fluid. From 30 weeks they can also make a blood vessel near the baby’s heart (the ductus arteriosus) close too early.',
    points: ['Ask your provider before using any NSAID at any point in pregnancy.', 'Low-dose aspirin prescribed by your provider is a separate case.'],
    topic: 'medication',
    keywords: ['ibuprofen', 'advil', 'motrin', 'naproxen', 'aleve', 'nsaid', 'nsaids', 'anti inflammatory', 'painkiller'],
    weeks: { from: 20, to: 42 },
    forWeek: (week) =>
      week >= 20
        ? `At week ${week} you are past the 20-week mark, so FDA’s advice to avoid them applies to you now.`
        : `At week ${week} you are before the 20-week mark, but it is still best to check with your provider before any use.`,
    forTrimester: (trimester) =>
      [
        'The first trimester comes before the 20-week mark, but it is still best to check with your provider before any use.',
        'FDA’s advice to avoid them starts partway through the second trimester, at week 20.',
        'The whole third trimester is past the 20-week mark, so FDA’s advice to avoid them applies throughout it.',
      ][trimester - 1] ?? null,
    source: MOTHERTOBABY,
  },
  {
    id: 'med-aspirin',
    title: 'Low-dose aspirin',
    text: 'A provider may recommend low-dose aspirin from 12 weeks for someone at high risk of preeclampsia. Take it only on your provider’s advice: the FDA warning about NSAIDs does not apply to low-dose aspirin prescribed this way, but starting aspirin on your own is not advised.',
    topic: 'medication',
    keywords: ['aspirin', 'baby aspirin', 'low dose aspirin', 'preeclampsia', 'bayer'],
    weeks: { from: 12, to: 36 },
    forWeek: (week) =>
      week < 12 ? `You are at week ${week}; when it is prescribed, it usually starts from 12 weeks.` : null,
    source: MOTHERTOBABY,
  },
  {
    id: 'med-prenatal-vitamins',
    title: 'Prenatal vitamins',
    text: 'A daily prenatal vitamin is recommended. It should contain folic acid (400 to 800 mcg) and iodine. Avoid taking extra vitamin A on top of it beyond the upper limit.',
    points: ['Ask your provider or pharmacist which prenatal vitamin suits you, including whether you need extra iron.'],
    topic: 'medication',
    keywords: ['prenatal vitamin', 'prenatal vitamins', 'prenatals', 'multivitamin', 'vitamins', 'iodine', 'iron', 'supplement', 'anemia'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-folic-acid',
    title: 'Folic acid',
    text: 'CDC advises everyone who could become pregnant to take 400 mcg of folic acid every day, starting at least one month before pregnancy, to help prevent neural tube defects (serious birth defects of the brain and spine).',
    points: ['Most prenatal vitamins contain it; check the label.'],
    topic: 'nutrition',
    keywords: ['folic acid', 'folate', 'vitamin b9', 'neural tube', 'spina bifida', 'trying to conceive', 'ttc'],
    weeks: { from: 1, to: 12 },
    forWeek: (week) => (week <= 12 ? `In your first trimester (week ${week}), it matters most.` : null),
    source: CDC_FOLIC_ACID,
  },
  {
    id: 'med-allergy',
    title: 'Allergy medicines and antihistamines',
    text: 'Some antihistamines, such as loratadine (Claritin), cetirizine (Zyrtec) and diphenhydramine (Benadryl), are commonly used in pregnancy with a provider’s approval.',
    points: [ASK],
    topic: 'medication',
    keywords: ['antihistamine', 'allergy', 'allergies', 'loratadine', 'claritin', 'cetirizine', 'zyrtec', 'diphenhydramine', 'benadryl', 'hay fever', 'sleep aid'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-nausea',
    title: 'Medicines for nausea',
    text: 'Doxylamine with pyridoxine (vitamin B6) is commonly used for pregnancy nausea with a provider’s approval. Ondansetron (Zofran) is also used, but discuss it first: some studies suggest a small possible link to cleft lip or palate.',
    points: [ASK],
    topic: 'medication',
    keywords: ['nausea', 'morning sickness', 'vomiting', 'doxylamine', 'pyridoxine', 'diclegis', 'unisom', 'vitamin b6', 'ondansetron', 'zofran', 'queasy', 'sick'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-heartburn',
    title: 'Heartburn and antacids',
    text: 'Calcium-carbonate antacids (such as Tums) and famotidine (Pepcid) are commonly used for heartburn in pregnancy with a provider’s approval.',
    points: [ASK],
    topic: 'discomfort',
    keywords: ['heartburn', 'acid reflux', 'reflux', 'indigestion', 'antacid', 'tums', 'calcium carbonate', 'famotidine', 'pepcid', 'gerd'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-constipation',
    title: 'Constipation remedies',
    text: 'Docusate (a stool softener, such as Colace) and polyethylene glycol (such as MiraLAX) are commonly used for constipation in pregnancy with a provider’s approval.',
    points: [ASK],
    topic: 'discomfort',
    keywords: ['constipation', 'constipated', 'stool softener', 'docusate', 'colace', 'miralax', 'polyethylene glycol', 'laxative', 'hemorrhoids'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-antibiotics',
    title: 'Antibiotics',
    text: 'Penicillins (such as amoxicillin), cephalosporins (such as cephalexin) and azithromycin are commonly used in pregnancy when a provider prescribes them. Nitrofurantoin is used too, but avoided close to the due date. Tetracyclines such as doxycycline are avoided because they can discolor the baby’s teeth after about 15 weeks.',
    points: ['Take antibiotics only when your provider prescribes them.'],
    topic: 'medication',
    keywords: ['antibiotic', 'antibiotics', 'amoxicillin', 'penicillin', 'cephalexin', 'keflex', 'azithromycin', 'zpack', 'nitrofurantoin', 'macrobid', 'doxycycline', 'tetracycline', 'uti', 'infection'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-birth-defects',
    title: 'Medicines known to cause birth defects',
    text: 'Some medicines are known to harm a developing baby, among them isotretinoin (Accutane), acitretin, warfarin, valproate (valproic acid), methotrexate, mycophenolate, thalidomide, lenalidomide, leflunomide and misoprostol. ACE inhibitors and ARBs for blood pressure can harm the baby’s kidneys in the second and third trimesters, and most statins are stopped in pregnancy. Someone who is pregnant should not even handle finasteride or dutasteride tablets.',
    points: ['If you take any of these, talk to the prescriber right away, and do not stop on your own.'],
    topic: 'medication',
    keywords: ['isotretinoin', 'accutane', 'warfarin', 'coumadin', 'valproate', 'valproic acid', 'depakote', 'methotrexate', 'mycophenolate', 'thalidomide', 'lenalidomide', 'leflunomide', 'misoprostol', 'ace inhibitor', 'lisinopril', 'arb', 'losartan', 'statin', 'statins', 'atorvastatin', 'lipitor', 'finasteride', 'dutasteride', 'acitretin', 'retinoid', 'retinoids', 'birth defects'],
    source: MOTHERTOBABY,
  },
  {
    id: 'med-prescribed',
    title: 'Prescription medicines in pregnancy',
    text: 'Never stop a prescribed medicine without talking to the person who prescribed it. Levothyroxine, insulin, labetalol and nifedipine are examples of medicines commonly continued in pregnancy under a provider’s care.',
    points: ['Ask your provider or pharmacist about any medicine, supplement or herbal product before you start or stop it.'],
    topic: 'medication',
    keywords: ['prescription', 'prescribed', 'medicine', 'medication', 'medications', 'meds', 'pills', 'drug', 'stop taking', 'levothyroxine', 'synthroid', 'thyroid', 'insulin', 'diabetes', 'labetalol', 'nifedipine', 'blood pressure', 'antidepressant', 'antidepressants', 'pharmacist'],
    source: MOTHERTOBABY,
  },
];
