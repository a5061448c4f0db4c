import { ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { FoodSearchTab } from './food-search-tab.tsx';
import { UpcScannerTab } from './upc-scanner-tab.tsx';
import { useT } from '@/lib/i18n/index.ts';

// Both panels stay mounted (only hidden) so switching tabs keeps each one's input and result.
const panelClass = 'data-[state=inactive]:hidden';

/** The dashboard's 'Food Safety Check' section (anchor #food-safety). */
export function FoodSafetyCard() {
  const { t } = useT('food');
  return (
    <section id="food-safety" aria-labelledby="food-safety-heading" className="scroll-mt-20">
      <Card className="space-y-4">
        <h2 id="food-safety-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-brand-700 dark:text-brand-300" aria-hidden />
          {t('title')}
        </h2>
        <Tabs defaultValue="search">
          <TabsList label={t('tools')}>
            <TabsTrigger value="search">{t('searchTab')}</TabsTrigger>
            <TabsTrigger value="upc">{t('upcTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="search" forceMount className={panelClass}>
            <FoodSearchTab />
          </TabsContent>
          <TabsContent value="upc" forceMount className={panelClass}>
            <UpcScannerTab />
          </TabsContent>
        </Tabs>
      </Card>
    </section>
  );
}
