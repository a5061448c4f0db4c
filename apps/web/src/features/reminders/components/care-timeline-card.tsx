import { CARE_TIMELINE_NO_DUE_DATE_MESSAGE, type CareStepStatus } from '@bloom/contract';
import { CalendarHeart } from 'lucide-react';
import { Link } from 'react-router';
import { SourceLine } from '@/components/source-line.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useCareTimeline } from '../api/get-care-timeline.ts';
import { formatCareWindow } from './care-dates.ts';

const STATUS_CLASSES: Record<CareStepStatus, string> = {
  now: 'border-brand-100 bg-brand-50 text-brand-800 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-100',
  upcoming:
    'border-lavender-100 bg-lavender-50 text-lavender-800 dark:border-lavender-800 dark:bg-lavender-950 dark:text-lavender-100',
  past: 'border-line bg-surface text-ink-muted',
};

/**
 * Her care timeline on the dashboard (issue 34): the tests and vaccines of pregnancy dated from
 * her due date, each with where today stands and its source. Renders nothing for someone who is
 * not pregnant.
 */
export function CareTimelineCard() {
  return useUser().isPregnant ? <CareTimeline /> : null;
}

function CareTimeline() {
  const { t, i18n } = useT('reminders');
  const message = useContractMessage();
  // The steps are the knowledge base's English (marked lang="en" by Untranslated); the status and
  // dates inside them are in the language on screen.
  const chrome = i18n.language === 'en' ? undefined : i18n.language;
  const timeline = useCareTimeline();
  return (
    <section aria-labelledby="care-timeline-heading">
      <Card>
        <CardHeader
          id="care-timeline-heading"
          title={t('timeline.title')}
          description={t('timeline.description')}
          icon={<CalendarHeart />}
        />
        {timeline.isPending && <p className="text-sm text-ink-muted">{t('timeline.loading')}</p>}
        {timeline.isError && <Alert tone="error">{t('timeline.failed')}</Alert>}
        {timeline.data && timeline.data.items.length === 0 && (
          <p className="text-sm text-ink-muted">
            {message(CARE_TIMELINE_NO_DUE_DATE_MESSAGE)}{' '}
            <Link to="/profile" className="underline underline-offset-2">
              {t('timeline.toProfile')}
            </Link>
          </p>
        )}
        {timeline.data && timeline.data.items.length > 0 && (
          <Untranslated>
            <ol className="space-y-3">
              {timeline.data.items.map((item) => (
                <li key={item.key} className="rounded-card border border-line p-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-semibold">{item.title}</h3>
                    <span
                      className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', STATUS_CLASSES[item.status])}
                      lang={chrome}
                    >
                      {t(`timeline.status.${item.status}`)}
                    </span>
                  </div>
                  <p className="text-sm font-medium" lang={chrome}>
                    {formatCareWindow(item.from, item.until)}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
                  <SourceLine source={item.source} className="mt-1 text-ink-muted" />
                </li>
              ))}
            </ol>
          </Untranslated>
        )}
      </Card>
    </section>
  );
}
