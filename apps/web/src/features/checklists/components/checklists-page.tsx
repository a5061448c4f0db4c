import type { ChecklistListId } from '@bloom/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useChecklists } from '../api/get-checklists.ts';
import { ChecklistPanel } from './checklist-panel.tsx';

/**
 * The checklists (issue 34): hospital bag, birth preferences and "before the baby comes", one tab
 * each. Suggested items come with their source; she ticks, adds, moves (up and down buttons) and
 * removes items. Moves, additions and removals are read out by a polite live region.
 */
export function ChecklistsPage() {
  const query = useChecklists();
  const [tab, setTab] = useState<ChecklistListId>('hospital-bag');
  const [announcement, setAnnouncement] = useState('');
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>We could not load your checklists.</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading your checklists…
      </p>
    );
  }
  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ChecklistListId)}>
        <TabsList label="Checklists">
          {query.data.lists.map((list) => (
            <TabsTrigger key={list.id} value={list.id}>
              {list.title}
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
