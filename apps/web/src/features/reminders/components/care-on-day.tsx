import { Untranslated } from '@/components/untranslated.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useCareTimeline } from '../api/get-care-timeline.ts';
import { formatCareWindow } from './care-dates.ts';

/** Under the calendar's selected day: the care steps whose window holds it (nothing when none). */
export function CareOnDay({ date }: { date: string }) {
  const { t, i18n } = useT('reminders');
  const timeline = useCareTimeline();
  const items = (timeline.data?.items ?? []).filter((item) => item.from <= date && date <= item.until);
  if (items.length === 0) return null;
  // The steps' titles are the knowledge base's English; their dates are in the language on screen.
  const chrome = i18n.language === 'en' ? undefined : i18n.language;
  return (
    <div aria-label={t('onDay.label')} role="group" className="space-y-1">
      <h3 className="text-sm font-semibold">{t('onDay.title')}</h3>
      <Untranslated>
        <ul className="space-y-1 text-sm">
          {items.map((item) => (
            <li key={item.key}>
              <span className="font-medium">{item.title}</span>{' '}
              <span className="text-ink-muted" lang={chrome}>
                ({formatCareWindow(item.from, item.until)})
              </span>
            </li>
          ))}
        </ul>
      </Untranslated>
    </div>
  );
}
