import type { FoodRecord } from '../types.ts';
import { CATEGORIES } from './categories.ts';
import { pantry } from './pantry-helpers.ts';

const category = CATEGORIES.grains;

const READY_TO_EAT = ['Store it sealed and use it by the date on the package.'];

export const grainFoods: FoodRecord[] = [
  pantry(
    'oats',
    'Oats',
    category,
    ['oatmeal', 'porridge', 'rolled oats', 'overnight oats', 'steel cut oats'],
    'Rolled, steel-cut and instant oats.',
  ),
  pantry(
    'rice',
    'Rice',
    category,
    ['brown rice', 'white rice', 'fried rice', 'basmati rice', 'jasmine rice'],
    'White, brown and other rice.',
  ),
  pantry(
    'pasta',
    'Pasta',
    category,
    ['spaghetti', 'noodles', 'macaroni', 'penne', 'lasagna', 'ramen'],
    'Dried or fresh pasta and noodles, cooked.',
  ),
  pantry(
    'quinoa',
    'Quinoa',
    category,
    ['couscous', 'bulgur', 'barley', 'farro'],
    'Quinoa and other cooked whole grains.',
  ),
  pantry(
    'bread',
    'Bread',
    category,
    ['whole wheat bread', 'whole grain bread', 'toast', 'bagel', 'sourdough', 'pita', 'english muffin'],
    'Sliced bread, bagels, pitas and rolls.',
    READY_TO_EAT,
  ),
  pantry(
    'cereal',
    'Breakfast Cereal',
    category,
    ['cereal', 'granola', 'bran flakes', 'muesli'],
    'Ready-to-eat cereals and granola.',
    READY_TO_EAT,
  ),
  pantry(
    'tortillas',
    'Tortillas',
    category,
    ['corn tortillas', 'flour tortillas', 'wraps'],
    'Corn and flour tortillas and wraps.',
    READY_TO_EAT,
  ),
  pantry(
    'crackers',
    'Crackers',
    category,
    ['rice cakes', 'saltines', 'pretzels'],
    'Crackers, rice cakes and pretzels.',
    READY_TO_EAT,
  ),
];
