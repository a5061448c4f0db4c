import { S } from '../sources.ts';
import type { MedicationRecord } from '../types.ts';
import { AS_PRESCRIBED, ASK_FIRST } from './phrases.ts';

const NSAID_REASON =
  'An NSAID. FDA advises avoiding NSAIDs from about 20 weeks of pregnancy: they can cause rare but serious kidney problems in the baby and low amniotic fluid, and from about 30 weeks they can also close a vessel in the baby’s heart too early.';
const NSAID_ADVICE =
  'Do not take it at 20 weeks or later unless your provider specifically tells you to. Before 20 weeks, ask your provider first; acetaminophen is usually suggested instead.';

export const painMedications: MedicationRecord[] = [
  {
    id: 'acetaminophen',
    name: 'Acetaminophen',
    labelName: 'acetaminophen',
    brands: ['Tylenol'],
    aliases: ['paracetamol', 'apap'],
    use: 'Pain and fever',
    status: 'caution',
    reason:
      'Long considered the preferred pain and fever reliever in pregnancy. In September 2025 FDA began a label change about a possible link between prolonged use and neurodevelopmental conditions; ACOG still considers it appropriate when it is needed.',
    recommendation:
      'Use it only when needed, at the lowest amount that works, for the shortest time, as the label directs, and ask your provider about regular use. Call your provider for a fever of 100.4°F (38°C) or higher.',
    source: S.motherToBaby,
  },
  {
    id: 'ibuprofen',
    name: 'Ibuprofen',
    labelName: 'ibuprofen',
    brands: ['Advil', 'Motrin'],
    aliases: [],
    use: 'Pain, fever and inflammation',
    status: 'avoid',
    reason: NSAID_REASON,
    recommendation: NSAID_ADVICE,
    source: S.fdaNsaids,
  },
  {
    id: 'naproxen',
    name: 'Naproxen',
    labelName: 'naproxen',
    brands: ['Aleve', 'Naprosyn', 'Anaprox'],
    aliases: ['naproxen sodium'],
    use: 'Pain, fever and inflammation',
    status: 'avoid',
    reason: NSAID_REASON,
    recommendation: NSAID_ADVICE,
    source: S.fdaNsaids,
  },
  {
    id: 'aspirin',
    name: 'Aspirin (pain-relief strength)',
    labelName: 'aspirin',
    brands: ['Bayer', 'Ecotrin'],
    aliases: ['aspirin', 'acetylsalicylic acid', 'asa'],
    use: 'Pain and fever',
    status: 'avoid',
    reason: `${NSAID_REASON} The warning does not cover low-dose aspirin taken on a provider’s advice.`,
    recommendation:
      'Do not take aspirin for pain or fever while pregnant unless your provider tells you to. If your provider prescribed low-dose aspirin, keep taking it as advised.',
    source: S.fdaNsaids,
  },
  {
    id: 'low-dose-aspirin',
    name: 'Low-dose aspirin',
    labelName: 'aspirin',
    brands: [],
    aliases: ['baby aspirin', 'low dose aspirin', 'aspirin 81 mg', '81 mg aspirin', 'aspirin low dose'],
    use: 'Lowering the risk of preeclampsia in people at high risk',
    status: 'caution',
    reason:
      'USPSTF and ACOG recommend low-dose aspirin from 12 weeks for people at high risk of preeclampsia. Taken this way, on a provider’s advice, FDA’s NSAID warning does not apply.',
    recommendation: 'Take it only if your provider recommends it, exactly as they advise. Do not start it on your own.',
    source: S.uspstfAspirin,
  },
  {
    id: 'diclofenac',
    name: 'Diclofenac',
    labelName: 'diclofenac',
    brands: ['Voltaren', 'Cataflam'],
    aliases: [],
    use: 'Pain and inflammation, including a gel for joints',
    status: 'avoid',
    reason: NSAID_REASON,
    recommendation: `${NSAID_ADVICE} This includes the gel unless your provider approves it.`,
    source: S.fdaNsaids,
  },
  {
    id: 'celecoxib',
    name: 'Celecoxib',
    labelName: 'celecoxib',
    brands: ['Celebrex'],
    aliases: [],
    use: 'Arthritis pain and inflammation',
    status: 'avoid',
    reason: NSAID_REASON,
    recommendation: NSAID_ADVICE,
    source: S.fdaNsaids,
  },
  {
    id: 'opioids',
    name: 'Opioid pain medicines',
    labelName: null,
    brands: ['Vicodin', 'Percocet', 'Norco'],
    aliases: ['opioids', 'codeine', 'hydrocodone', 'oxycodone', 'morphine', 'tramadol'],
    use: 'Severe pain (prescription only)',
    status: 'caution',
    reason:
      'Regular use late in pregnancy can cause withdrawal symptoms in the newborn. Short courses are sometimes prescribed after weighing the risks.',
    recommendation:
      'Use them only as prescribed, for the shortest time. If you take opioids regularly or for opioid use disorder, do not stop suddenly; ask your provider for a safe plan.',
    source: S.acogSubstances,
  },
  {
    id: 'sumatriptan',
    name: 'Sumatriptan',
    labelName: 'sumatriptan',
    brands: ['Imitrex'],
    aliases: [],
    use: 'Migraine',
    status: 'caution',
    reason: 'Studies so far have not shown a clear rise in birth defects, but the data are limited.',
    recommendation: `${ASK_FIRST} ${AS_PRESCRIBED}`,
    source: S.motherToBaby,
  },
];
