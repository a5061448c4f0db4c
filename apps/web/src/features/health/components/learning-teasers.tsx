import { currentWeek } from '@bloom/pregnancy';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useEducation } from '../api/get-education.ts';
import { ArticleArt } from '../illustrations/article-art.tsx';
import { CategoryLabel, WeekRange } from './article-card.tsx';
import { englishContent } from './english-content.ts';

/** Spec §9: the dashboard shows two learning teasers. */
export const TEASER_COUNT = 2;

const articleLink = (id: string) => `/education?tab=articles&article=${encodeURIComponent(id)}`;

/**
 * The dashboard's learning teasers (spec §2): the first two education items, for her current
 * week when it is known (GET /api/education?week=), each linking to the article in the hub.
 */
export function LearningTeasers() {
  const { t } = useT('health');
  const user = useUser();
  const week = currentWeek(user, new Date(), user.timeZone) ?? undefined;
  const education = useEducation({ week });
  const headingId = useId();
  const items = education.data?.items.slice(0, TEASER_COUNT) ?? [];

  if (education.isPending) return <SkeletonCard label={t('teasers.loading')} rows={2} className="min-h-56" />;
  return (
    <section id="learning" aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <CardHeader
          id={headingId}
          icon={<GraduationCap />}
          title={t('teasers.title')}
          description={week ? t('teasers.forWeek', { week }) : t('teasers.forAll')}
          action={
            <Link
              to="/education?tab=articles"
              className="text-sm font-semibold text-accent-ink underline-offset-2 hover:underline"
            >
              {t('teasers.all')}
            </Link>
          }
        />
        {education.isError ? (
          <Alert tone="error">{t('teasers.failed')}</Alert>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={articleLink(item.id)}
                  className="group flex h-full items-center gap-3 rounded-card border border-line p-3 transition-shadow hover:shadow-card"
                >
                  <ArticleArt name={item.illustration} className="w-24 shrink-0" />
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="flex flex-wrap items-center gap-1.5">
                      <Badge tone="brand" icon={null}>
                        <CategoryLabel category={item.category} />
                      </Badge>
                      <span className="text-xs text-ink-muted">
                        <WeekRange item={item} />
                      </span>
                    </span>
                    <span {...englishContent()} className="block font-semibold text-ink group-hover:underline">
                      {item.title}
                    </span>
                    <span className="flex items-center gap-1 text-xs font-semibold text-accent-ink">
                      {t('teasers.read')} <ArrowRight aria-hidden className="size-3.5" />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
