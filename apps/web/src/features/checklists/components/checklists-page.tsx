import type { ChecklistListId } from '@bloom/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useChecklists } from '../api/get-checklists.ts';
import { ChecklistPanel } from './checklist-panel.tsx';

/**
 * The checklists (issue 34): hospital bag, birth preferences and "before the baby comes", one tab
 * each. Suggested items come with their source; she ticks, adds, moves (up and down buttons) and
 * removes items. Moves, additions and removals are read out by a polite live region.
 */
export function ChecklistsPage() {
  const { t } = useT('checklists');
  const query = useChecklists();
  const [tab, setTab] = useState<ChecklistListId>('hospital-bag');
  const [announcement, setAnnouncement] = useState('');
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t('page.failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('page.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('page.loading')}
      </p>
    );
  }
  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ChecklistListId)}>
        <TabsList label={t('page.tabs')}>
          {query.data.lists.map((list) => (
            <TabsTrigger key={list.id} value={list.id}>
              {t(`lists.${list.id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {query.data.lists.map((list) => (
          <TabsContent key={list.id} value={list.id}>
            <ChecklistPanel list={list} announce={setAnnouncement} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
