import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ArticlesTab } from './articles-tab.tsx';
import { FoodSafetyTab } from './food-safety-tab.tsx';
import { GuidelinesTab } from './guidelines-tab.tsx';
import { HealthDisclaimer } from './health-disclaimer.tsx';
import { MedicationTab } from './medication-tab.tsx';

const TABS = ['guidelines', 'medication', 'food-safety', 'articles'] as const;
type HubTab = (typeof TABS)[number];
const isHubTab = (value: string | null): value is HubTab => TABS.includes(value as HubTab);

/**
 * The education hub (spec §2): CDC Guidelines, Medication Safety, Food Safety and Articles.
 * The open tab is kept in the address (?tab=articles), so a link (the dashboard's teasers) can open it.
 */
export function EducationHub() {
  const { t } = useT('health');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: HubTab = isHubTab(requested) ? requested : 'guidelines';
  const choose = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', value);
        next.delete('article');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <Tabs value={tab} onValueChange={choose}>
        <TabsList label={t('hub.sections')}>
          <TabsTrigger value="guidelines">{t('hub.guidelines')}</TabsTrigger>
          <TabsTrigger value="medication">{t('hub.medication')}</TabsTrigger>
          <TabsTrigger value="food-safety">{t('hub.foodSafety')}</TabsTrigger>
          <TabsTrigger value="articles">{t('hub.articles')}</TabsTrigger>
        </TabsList>
        <TabsContent value="guidelines">
          <GuidelinesTab />
        </TabsContent>
        <TabsContent value="medication">
          <MedicationTab />
        </TabsContent>
        <TabsContent value="food-safety">
          <FoodSafetyTab />
        </TabsContent>
        <TabsContent value="articles">
          <ArticlesTab />
        </TabsContent>
      </Tabs>
      <HealthDisclaimer variant="hub" />
    </div>
  );
}
