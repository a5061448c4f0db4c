import type { AdminUserRow } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { Clock, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailAddress } from '@/components/email-address.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { fullName } from './format.ts';

/** Spec §2. The server derives the week from the due date on every read, so the 5 s poll keeps it current. */
export function pregnancyLabel(t: TFunction<'admin'>, u: Pick<AdminUserRow, 'isPregnant' | 'pregnancyWeeks'>) {
  if (!u.isPregnant) return t('users.notPregnant');
  return u.pregnancyWeeks === null ? t('users.unknownWeek') : t('users.week', { week: u.pregnancyWeeks });
}

export const roleLabel = (t: TFunction<'admin'>, u: Pick<AdminUserRow, 'isAdmin'>) =>
  u.isAdmin ? t('users.roles.admin') : t('users.roles.user');

/** 'Approved' or 'Pending', with an icon so it never rests on colour alone. */
export function StatusBadge({ user }: { user: Pick<AdminUserRow, 'isApproved'> }) {
  const { t } = useT('admin');
  return user.isApproved ? (
    <Badge tone="safe">{t('badge.approved')}</Badge>
  ) : (
    <Badge tone="caution" icon={Clock}>
      {t('badge.pending')}
    </Badge>
  );
}

/** The spec's columns (their words in `admin:users.columns`). */
export const USER_COLUMNS = ['name', 'email', 'status', 'pregnancy', 'admin', 'registered', 'actions'] as const;

interface RowProps {
  user: AdminUserRow;
  /** Approve and Remove, when she may be approved or removed. */
  actions: ReactNode;
  onView: () => void;
}

function ViewButton({ user, onView, className }: { user: AdminUserRow; onView: () => void; className?: string }) {
  const { t } = useT('admin');
  return (
    <Button
      size="sm"
      variant="quiet"
      onClick={onView}
      aria-label={t('users.viewNamed', { name: fullName(user) })}
      className={className}
    >
      <Eye className="size-4" aria-hidden />
      {t('view')}
    </Button>
  );
}

/** Desktop (md and up): one row per user in the spec's columns. */
export function UserRow({ user: u, actions, onView }: RowProps) {
  const { t } = useT('admin');
  return (
    <tr className="border-b border-line last:border-0">
      <th scope="row" className="px-2 py-3 font-medium">
        {fullName(u)}
      </th>
      <td className="px-2 py-3">
        <EmailAddress email={u.email} />
      </td>
      <td className="px-2 py-3">
        <StatusBadge user={u} />
      </td>
      <td className="px-2 py-3">{pregnancyLabel(t, u)}</td>
      <td className="px-2 py-3">{roleLabel(t, u)}</td>
      <td className="px-2 py-3 whitespace-nowrap">{formatDateTime(u.createdAt)}</td>
      <td className="px-2 py-3">
        <div className="flex flex-wrap gap-2">
          <ViewButton user={u} onView={onView} />
          {actions}
        </div>
      </td>
    </tr>
  );
}

/** Phones (below md): one card per user, the actions beside the name, the other columns below. */
export function UserCard({ user: u, actions, onView }: RowProps) {
  const { t } = useT('admin');
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words">{fullName(u)}</p>
          <p className="text-sm text-ink-muted">
            <EmailAddress email={u.email} />
          </p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap justify-end gap-2">{actions}</div>}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{t('users.columns.status')}</dt>
          <dd className="mt-0.5">
            <StatusBadge user={u} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('users.columns.pregnancy')}</dt>
          <dd className="mt-0.5 font-medium">{pregnancyLabel(t, u)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('users.columns.admin')}</dt>
          <dd className="mt-0.5 font-medium">{roleLabel(t, u)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('users.columns.registered')}</dt>
          <dd className="mt-0.5 font-medium">{formatDateTime(u.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex justify-end border-t border-line pt-2">
        <ViewButton user={u} onView={onView} className="-mr-2" />
      </div>
    </li>
  );
}
