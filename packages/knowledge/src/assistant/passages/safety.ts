import { safetyGuidelines } from '../../health/guidelines/safety.ts';
import type { ChatRecord } from '../types.ts';

// Everyday-safety questions ("can I change the cat litter?", "is a hot tub ok?") answered from
// the health hub's own safety guidelines, so the chat and the hub say the same thing from the
// same source. Only the guidelines no other chat passage covers; the words people use for each.
const KEYWORDS: Record<string, string[]> = {
  toxoplasmosis: ['cat litter', 'litter box', 'cat', 'cats', 'kitty litter', 'toxoplasmosis', 'gardening', 'soil'],
  'avoid-overheating': ['hot tub', 'jacuzzi', 'sauna', 'overheating', 'hot bath', 'steam room'],
  'stay-active': ['exercise', 'workout', 'working out', 'running', 'swimming', 'yoga', 'gym', 'active'],
  'seat-belt': ['seat belt', 'seatbelt', 'seat belts', 'lap belt'],
  'safe-travel': [
    'travel',
    'traveling',
    'travelling',
    'fly',
    'flying',
    'flight',
    'flights',
    'plane',
    'airplane',
    'airline',
    'airport',
    'trip',
    'road trip',
    'long drive',
    'cruise',
    'vacation',
    'babymoon',
  ],
};

export const safetyRecords: ChatRecord[] = safetyGuidelines
  .filter((g) => g.id in KEYWORDS)
  .map((g) => ({
    id: `safety-${g.id}`,
    title: g.title,
    text: g.description,
    points: [...g.recommendations],
    topic: 'safety',
    keywords: KEYWORDS[g.id] ?? [],
    source: g.source,
  }));
