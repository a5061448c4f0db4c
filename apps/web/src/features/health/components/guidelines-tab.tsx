import { currentWeek } from '@bloom/pregnancy';
import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { GuidelineList } from './guideline-list.tsx';
import { HealthDisclaimer } from './health-disclaimer.tsx';
import { VaccinesPanel } from './vaccines-panel.tsx';
import { WeeklyPanel } from './weekly-panel.tsx';

const TOPICS = ['all', 'safety', 'nutrition', 'vaccines', 'weekly'] as const;
type Topic = (typeof TOPICS)[number];
const isTopic = (value: string | null): value is Topic => TOPICS.includes(value as Topic);

/** Her current week from her profile (null when she is not pregnant, her dates are unknown or nobody is signed in). */
function useHerWeek(): number | null {
  const { state } = useAuth();
  const user = state.user;
  return user ? currentWeek(user, new Date(), user.timeZone) : null;
}

/**
 * The CDC Guidelines tab with its sub-tabs All, Safety, Nutrition, Vaccines and Weekly (spec §2).
 * The open sub-tab is kept in the address (?topic=weekly), so a link can open her week.
 */
export function GuidelinesTab() {
  const { t } = useT('health');
  const [params, setParams] = useSearchParams();
  const requested = params.get('topic');
  const topic: Topic = isTopic(requested) ? requested : 'all';
  const herWeek = useHerWeek();
  const choose = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('topic', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Card className="space-y-4">
      <CardHeader icon={<ClipboardList />} title={t('guidelines.title')} description={t('guidelines.description')} />
      <Tabs value={topic} onValueChange={choose}>
        <TabsList label={t('guidelines.topics')}>
          <TabsTrigger value="all">{t('guidelines.topic.all')}</TabsTrigger>
          <TabsTrigger value="safety">{t('guidelines.topic.safety')}</TabsTrigger>
          <TabsTrigger value="nutrition">{t('guidelines.topic.nutrition')}</TabsTrigger>
          <TabsTrigger value="vaccines">{t('guidelines.topic.vaccines')}</TabsTrigger>
          <TabsTrigger value="weekly">{t('guidelines.topic.weekly')}</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <GuidelineList category={null} />
        </TabsContent>
        <TabsContent value="safety">
          <GuidelineList category="safety" />
        </TabsContent>
        <TabsContent value="nutrition">
          <GuidelineList category="nutrition" />
        </TabsContent>
        <TabsContent value="vaccines">
          <VaccinesPanel />
        </TabsContent>
        <TabsContent value="weekly">
          <WeeklyPanel herWeek={herWeek} />
        </TabsContent>
      </Tabs>
      <HealthDisclaimer variant="guidelines" />
    </Card>
  );
}
