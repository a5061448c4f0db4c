import { foods } from '../../foods/index.ts';
import { safetyLabel } from '../../safety-label.ts';
import type { FoodRecord } from '../../types.ts';
import type { ChatRecord } from '../types.ts';

// Every food-checker record becomes a chat passage, so the chat and the food
// pages give the same verdict, reason and source.

function toRecord(food: FoodRecord): ChatRecord {
  return {
    id: `food-${food.id}`,
    title: `${food.name}: ${safetyLabel(food.status)}`,
    text: `${food.description} ${food.reason}`,
    points: food.guidelines,
    topic: 'food',
    keywords: [food.name.toLowerCase(), ...food.synonyms],
    source: food.source,
  };
}

export const foodRecords: ChatRecord[] = foods.map(toRecord);
