import type { AdminAuditEntry } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { AUDIT_PAGE_SIZE, useAdminAuditLog } from '../api/audit-log.ts';
import { formatCount } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { WideTable } from './wide-table.tsx';

/** The actions in words (`admin:audit.*`); a promo action names its code when the entry has one. */
const ACTIONS = {
  'user.approve': 'approved',
  'user.remove': 'removed',
  'user.password_reset_sent': 'resetSent',
} as const;
const PROMO_ACTIONS = {
  'promo.create': ['promoCreated', 'promoCreatedCode'],
  'promo.disable': ['promoDisabled', 'promoDisabledCode'],
} as const;
/** The reads with words of their own ('read.<what>'); any other reads as its name. */
const READS = [
  'events',
  'event',
  'users',
  'user',
  'usage-stats',
  'chat-messages',
  'calendar-entries',
  'symptoms',
  'moods',
  'kick-sessions',
  'contractions',
  'checklist-items',
  'weights',
  'appointments',
] as const;

const isKey = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);
const isRead = (what: string): what is (typeof READS)[number] => (READS as readonly string[]).includes(what);

/** The action in words: 'user.approve' reads 'Approved account', 'read.events' 'Viewed events'. */
export function actionLabel(t: TFunction<'admin'>, entry: Pick<AdminAuditEntry, 'action' | 'details'>): string {
  const { action } = entry;
  if (isKey(ACTIONS, action)) return t(`audit.${ACTIONS[action]}`);
  if (isKey(PROMO_ACTIONS, action)) {
    const [plain, named] = PROMO_ACTIONS[action];
    const code = entry.details.code;
    return typeof code === 'string' ? t(`audit.${named}`, { code }) : t(`audit.${plain}`);
  }
  if (action.startsWith('read.')) {
    const what = action.slice(5);
    return t('audit.viewed', { what: isRead(what) ? t(`audit.reads.${what}`) : what.replace(/[-_.]+/g, ' ') });
  }
  return action;
}

const actor = (t: TFunction<'admin'>, e: AdminAuditEntry) => e.actorName ?? t('audit.formerAdmin');
/** The person the action was about; a removed account has no name left. */
const person = (t: TFunction<'admin'>, e: AdminAuditEntry) =>
  e.targetName ?? (e.targetUserId ? t('audit.removedUser') : '—');
const rows = (e: AdminAuditEntry) => (e.rows === null ? '—' : formatCount(e.rows));

const COLUMNS = ['when', 'actor', 'action', 'person', 'rows'] as const;

/** The 'Audit Log' tab (issue 24): who did or read what, newest first; read-only. */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const audit = useAdminAuditLog(page);
  const { t } = useT('admin');
  const data = audit.data;
  return (
    <Card>
      <CardHeader icon={<ScrollText />} title={t('audit.title')} description={t('audit.description')} />
      {!data ? (
        <LoadState query={audit} what="auditLog" />
      ) : data.items.length === 0 ? (
        <EmptyState illustration="notes" title={t('audit.none')} />
      ) : (
        <div aria-busy={audit.isPlaceholderData}>
          <ul aria-label={t('audit.list')} className="space-y-3 md:hidden">
            {data.items.map((e) => (
              <li key={e.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">{actionLabel(t, e)}</p>
                  {e.rows !== null && (
                    <p className="shrink-0 text-ink-muted tabular-nums">
                      {t('audit.rows', { count: e.rows, n: rows(e) })}
                    </p>
                  )}
                </div>
                <p className="mt-1">
                  {person(t, e) === '—' ? actor(t, e) : t('audit.about', { actor: actor(t, e), person: person(t, e) })}
                </p>
                <p className="mt-1 text-xs text-ink-muted">{formatDateTime(e.at)}</p>
              </li>
            ))}
          </ul>
          <WideTable caption={t('audit.caption')} columns={COLUMNS.map((column) => t(`audit.columns.${column}`))}>
            {data.items.map((e) => (
              <tr key={e.id} className="border-b border-line last:border-0">
                <td className="px-2 py-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
                <td className="px-2 py-3">{actor(t, e)}</td>
                <td className="px-2 py-3 font-medium">{actionLabel(t, e)}</td>
                <td className="px-2 py-3">{person(t, e)}</td>
                <td className="px-2 py-3 tabular-nums">{rows(e)}</td>
              </tr>
            ))}
          </WideTable>
        </div>
      )}
      {data && (
        <Pager
          label={t('audit.pages')}
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
