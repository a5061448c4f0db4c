import { ShieldAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';

/** The medical disclaimers of the hub, the guidelines and the medication check (spec §2 Education hub). */
export function HealthDisclaimer({ variant }: { variant: 'hub' | 'guidelines' | 'medication' }) {
  const { t } = useT('health');
  return (
    <p className="flex gap-2 rounded-control bg-gray-50 p-3 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <ShieldAlert aria-hidden className="mt-px size-4 shrink-0 text-brand-700 dark:text-brand-300" />
      <span>
        <strong>{t('disclaimer.label')}</strong> {t(`disclaimer.${variant}`)}
      </span>
    </p>
  );
}
