import type { FoodRecallInfo, NutritionItem } from '@bloom/contract';
import { useId } from 'react';
import { Untranslated } from '@/components/untranslated.tsx';
import { currentLanguage, formatIsoDate, useT } from '@/lib/i18n/index.ts';
import { ResultBlock } from './safety-details.tsx';

// Spec §9: first 2 recalls; first 2 nutrition items with 4 nutrients each.
const RECALLS_SHOWN = 2;
const NUTRITION_ITEMS_SHOWN = 2;
const NUTRIENTS_SHOWN = 4;

/** 'Mar 5, 2026' ('5 mar 2026'); openFDA's own text when it is not a calendar date. */
function reportDate(value: string): string {
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : formatIsoDate(value, { month: 'short', day: 'numeric', year: 'numeric' });
}

// USDA writes units in capitals (G, MG, UG, KCAL).
function unitLabel(unit: string): string {
  const upper = unit.toUpperCase();
  if (upper === 'UG') return 'µg';
  return upper === 'IU' ? 'IU' : unit.toLowerCase();
}

export function RecallSection({ info }: { info: FoodRecallInfo }) {
  const id = useId();
  const { t } = useT('food');
  const count = info.activeRecallCount;
  return (
    <ResultBlock labelId={id} title={t('recalls.title')}>
      <p className="text-sm">{info.hasActiveRecalls ? t('recalls.active', { count }) : t('recalls.none')}</p>
      {info.recentRecalls.length > 0 && (
        // The FDA's own words (firm, reason, status) are English; the line's own words are hers.
        <Untranslated>
          <ul className="space-y-2">
            {info.recentRecalls.slice(0, RECALLS_SHOWN).map((r) => (
              <li key={r.recallNumber} className="rounded-lg bg-red-50 p-3 text-sm dark:bg-red-950/40">
                <p className="font-medium">{r.firm}</p>
                <p>{r.reason}</p>
                <p lang={currentLanguage()} className="text-xs text-gray-700 dark:text-gray-300">
                  {t('recalls.line', { status: r.status, date: reportDate(r.reportDate), number: r.recallNumber })}
                </p>
              </li>
            ))}
          </ul>
        </Untranslated>
      )}
    </ResultBlock>
  );
}

export function NutritionSection({ items }: { items: NutritionItem[] }) {
  const id = useId();
  const { t } = useT('food');
  return (
    <ResultBlock labelId={id} title={t('nutrition.title')}>
      <ul className="space-y-3">
        {items.slice(0, NUTRITION_ITEMS_SHOWN).map((item) => (
          <li key={item.fdcId} className="text-sm">
            <p className="font-medium">{item.description}</p>
            {item.foodCategory && <p className="text-xs text-gray-600 dark:text-gray-400">{item.foodCategory}</p>}
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
              {item.foodNutrients.slice(0, NUTRIENTS_SHOWN).map((n) => (
                <div key={n.nutrientName}>
                  <dt className="text-xs text-gray-600 dark:text-gray-400">{n.nutrientName}</dt>
                  <dd className="font-medium">
                    {n.amount} {unitLabel(n.unitName)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </ResultBlock>
  );
}
