import type { Concept, SignId } from '../concept.ts';
import { bellyPain } from './belly-pain.ts';
import { bleeding } from './bleeding.ts';
import { breathing } from './breathing.ts';
import { chest } from './chest.ts';
import { contractions } from './contractions.ts';
import { dizziness } from './dizziness.ts';
import { fever } from './fever.ts';
import { fluid } from './fluid.ts';
import { headache } from './headache.ts';
import { leg } from './leg.ts';
import { movement } from './movement.ts';
import { seizure } from './seizure.ts';
import { selfHarm } from './self-harm.ts';
import { swelling } from './swelling.ts';
import { tiredness } from './tiredness.ts';
import { vision } from './vision.ts';
import { vomiting } from './vomiting.ts';

/** Every urgent warning sign, in the order their guidance lines are shown (most pressing first). */
export const CONCEPTS: readonly Concept[] = [
  selfHarm,
  bleeding,
  fluid,
  movement,
  contractions,
  seizure,
  breathing,
  chest,
  headache,
  vision,
  dizziness,
  swelling,
  fever,
  bellyPain,
  vomiting,
  leg,
  tiredness,
];

export const CONCEPT_BY_ID = new Map<SignId, Concept>(CONCEPTS.map((concept) => [concept.id, concept]));
