import type { AdminUserRow } from '@bloom/contract';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { AuditLogTab } from './audit-log-tab.tsx';
import { EventsTab } from './events-tab.tsx';
import { fullName } from './format.ts';
import { PromoCodesTab } from './promo-codes-tab.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { UsageAnalytics } from './usage-analytics.tsx';
import { UserManagement } from './user-management.tsx';

/** The person 'View events' narrowed All User Data to. */
interface EventsPerson {
  id: string;
  name: string;
}

/**
 * The admin dashboard (spec §2, issue 24): four summary cards, then the spec's three tabs
 * (User Management, All User Data, Usage Analytics) and the two (Promo Codes, Audit Log).
 * Only the open tab is mounted, so only its reads are made.
 */
export function AdminDashboard() {
  const [tab, setTab] = useState('users');
  const [person, setPerson] = useState<EventsPerson | null>(null);
  const { t } = useT('admin');

  const viewEvents = (user: AdminUserRow) => {
    setPerson({ id: user.id, name: fullName(user) });
    setTab('events');
  };

  return (
    <div className="space-y-6">
      <SummaryCards />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList label={t('tabs.label')}>
          <TabsTrigger value="users">{t('tabs.users')}</TabsTrigger>
          <TabsTrigger value="events">{t('tabs.events')}</TabsTrigger>
          <TabsTrigger value="usage">{t('tabs.usage')}</TabsTrigger>
          <TabsTrigger value="promo-codes">{t('tabs.promoCodes')}</TabsTrigger>
          <TabsTrigger value="audit-log">{t('tabs.auditLog')}</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UserManagement onViewEvents={viewEvents} />
        </TabsContent>
        <TabsContent value="events">
          {/* A new person starts her list on page 1 with no type chosen. */}
          <EventsTab
            key={person?.id ?? 'everyone'}
            userId={person?.id}
            userName={person?.name}
            focusOnMount={person !== null}
            onClearUser={() => setPerson(null)}
          />
        </TabsContent>
        <TabsContent value="usage">
          <UsageAnalytics />
        </TabsContent>
        <TabsContent value="promo-codes">
          <PromoCodesTab />
        </TabsContent>
        <TabsContent value="audit-log">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
