import { useT } from '@/lib/i18n/index.ts';

/** Spec §8: shown with every food and UPC result. */
export function MedicalDisclaimer() {
  const { t } = useT('food');
  return (
    <p className="rounded-lg bg-gray-50 p-3 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <strong>{t('disclaimer.label')}</strong>
      {t('disclaimer.text')}
    </p>
  );
}
