import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';

/** The 'Why' and 'Guidelines' blocks shared by the food safety card and the product assessment. */
export function SafetyDetails({ reason, guidelines }: { reason: string; guidelines: string[] }) {
  const { t } = useT('food');
  return (
    <>
      <div>
        <h4 className="text-sm font-semibold">{t('card.why')}</h4>
        <p className="text-sm text-gray-700 dark:text-gray-300">{reason}</p>
      </div>
      {guidelines.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{t('card.guidelines')}</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
            {guidelines.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** A bordered block with a heading; `labelId` ties the heading to the region for screen readers. */
export function ResultBlock({ labelId, title, children }: { labelId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={labelId} className="space-y-2 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <h3 id={labelId} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
