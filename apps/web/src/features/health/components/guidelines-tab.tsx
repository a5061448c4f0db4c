import { ClipboardList } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { GuidelineList } from './guideline-list.tsx';
import { HealthDisclaimer } from './health-disclaimer.tsx';
import { VaccinesPanel } from './vaccines-panel.tsx';
import { WeeklyPanel } from './weekly-panel.tsx';

/** The CDC Guidelines tab with its sub-tabs All, Safety, Nutrition, Vaccines and Weekly (spec §2). */
export function GuidelinesTab() {
  return (
    <Card className="space-y-4">
      <CardHeader
        icon={<ClipboardList />}
        title="CDC Guidelines"
        description="Guidance from the CDC, FDA, ACOG and NIH for a healthy pregnancy, with the source of each."
      />
      <Tabs defaultValue="all">
        <TabsList label="Guideline topics">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="safety">Safety</TabsTrigger>
          <TabsTrigger value="nutrition">Nutrition</TabsTrigger>
          <TabsTrigger value="vaccines">Vaccines</TabsTrigger>
          <TabsTrigger value="weekly">Weekly</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <GuidelineList category={null} label="all guidelines" />
        </TabsContent>
        <TabsContent value="safety">
          <GuidelineList category="safety" label="safety guidelines" />
        </TabsContent>
        <TabsContent value="nutrition">
          <GuidelineList category="nutrition" label="nutrition guidelines" />
        </TabsContent>
        <TabsContent value="vaccines">
          <VaccinesPanel />
        </TabsContent>
        <TabsContent value="weekly">
          <WeeklyPanel />
        </TabsContent>
      </Tabs>
      <HealthDisclaimer variant="guidelines" />
    </Card>
  );
}
