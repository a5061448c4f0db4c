import type { AdminAuditEntry } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { AUDIT_PAGE_SIZE, useAdminAuditLog } from '../api/audit-log.ts';
import { formatCount } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { WideTable } from './wide-table.tsx';

const ACTIONS: Record<string, string> = {
  'user.approve': 'Approved account',
  'user.remove': 'Removed account',
  'user.password_reset_sent': 'Sent password reset email',
  'promo.create': 'Created promo code',
  'promo.disable': 'Disabled promo code',
};

/** The action in words: 'user.approve' reads 'Approved account', 'read.events' 'Viewed events'. */
export function actionLabel(entry: Pick<AdminAuditEntry, 'action' | 'details'>): string {
  const code = typeof entry.details.code === 'string' ? ` ${entry.details.code}` : '';
  const known = ACTIONS[entry.action];
  if (known) return entry.action.startsWith('promo.') ? `${known}${code}` : known;
  if (entry.action.startsWith('read.')) return `Viewed ${entry.action.slice(5).replace(/[-_.]+/g, ' ')}`;
  return entry.action;
}

const actor = (e: AdminAuditEntry) => e.actorName ?? 'Former administrator';
/** The person the action was about; a removed account has no name left. */
const person = (e: AdminAuditEntry) => e.targetName ?? (e.targetUserId ? 'Removed user' : '—');
const rows = (e: AdminAuditEntry) => (e.rows === null ? '—' : formatCount(e.rows));

const COLUMNS = ['When', 'Administrator', 'Action', 'Person', 'Rows'] as const;

/** The 'Audit Log' tab (issue 24): who did or read what, newest first; read-only. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const audit = useAdminAuditLog(page);
  const data = audit.data;
  return (
    <Card>
      <CardHeader
        icon={<ScrollText />}
        title="Audit Log"
        description="Every approval, removal, promo change and read of people's data, newest first."
      />
      {!data ? (
        <LoadState query={audit} what="audit log" />
      ) : data.items.length === 0 ? (
        <EmptyState illustration="notes" title="Nothing recorded yet" />
      ) : (
        <div aria-busy={audit.isPlaceholderData}>
          <ul aria-label="Audit log" className="space-y-3 md:hidden">
            {data.items.map((e) => (
              <li key={e.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">{actionLabel(e)}</p>
                  {e.rows !== null && <p className="shrink-0 text-ink-muted tabular-nums">{rows(e)} rows</p>}
                </div>
                <p className="mt-1">
                  {actor(e)}
                  {person(e) !== '—' && <> about {person(e)}</>}
                </p>
                <p className="mt-1 text-xs text-ink-muted">{formatDateTime12h(e.at)}</p>
              </li>
            ))}
          </ul>
          <WideTable caption="Audit log, newest first" columns={COLUMNS}>
            {data.items.map((e) => (
              <tr key={e.id} className="border-b border-line last:border-0">
                <td className="px-2 py-3 whitespace-nowrap">{formatDateTime12h(e.at)}</td>
                <td className="px-2 py-3">{actor(e)}</td>
                <td className="px-2 py-3 font-medium">{actionLabel(e)}</td>
                <td className="px-2 py-3">{person(e)}</td>
                <td className="px-2 py-3 tabular-nums">{rows(e)}</td>
              </tr>
            ))}
          </WideTable>
        </div>
      )}
      {data && (
        <Pager
          label="Audit log pages"
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={data.total}
          onPage={setPage}
          busy={audit.isPlaceholderData}
        />
      )}
    </Card>
  );
}
