import type { FoodRecord } from '../types.ts';
import { alcoholFoods } from './alcohol.ts';
import { caffeineFoods } from './caffeine.ts';
import { cheeseFoods } from './cheese.ts';
import { dairyFoods } from './dairy.ts';
import { deliFoods } from './deli.ts';
import { drinkFoods } from './drinks.ts';
import { eggFoods } from './eggs.ts';
import { highMercuryFish } from './fish-avoid.ts';
import { bestChoiceFish } from './fish-best.ts';
import { goodChoiceFish } from './fish-good.ts';
import { fruitFoods } from './fruits.ts';
import { grainFoods } from './grains.ts';
import { legumeFoods } from './legumes.ts';
import { meatFoods } from './meat.ts';
import { rawAndSmokedSeafood } from './seafood-raw.ts';
import { bestChoiceShellfish } from './shellfish.ts';
import { supplementFoods } from './supplements.ts';
import { vegetableFoods } from './vegetables.ts';

export { CATEGORIES } from './categories.ts';

export const foods: readonly FoodRecord[] = [
  ...cheeseFoods,
  ...dairyFoods,
  ...eggFoods,
  ...meatFoods,
  ...deliFoods,
  ...bestChoiceFish,
  ...bestChoiceShellfish,
  ...goodChoiceFish,
  ...highMercuryFish,
  ...rawAndSmokedSeafood,
  ...vegetableFoods,
  ...fruitFoods,
  ...caffeineFoods,
  ...alcoholFoods,
  ...drinkFoods,
  ...grainFoods,
  ...legumeFoods,
  ...supplementFoods,
];

const byId = new Map(foods.map((food) => [food.id, food]));

export function getFoodById(id: string): FoodRecord | undefined {
  return byId.get(id);
}
