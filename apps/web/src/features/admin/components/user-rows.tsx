import type { AdminUserRow } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { Clock, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailAddress } from '@/components/email-address.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fullName } from './format.ts';

/** Spec §2. The server derives the week from the due date on every read, so the 5 s poll keeps it current. */
export function pregnancyLabel(u: Pick<AdminUserRow, 'isPregnant' | 'pregnancyWeeks'>) {
  if (!u.isPregnant) return 'Not Pregnant';
  return u.pregnancyWeeks === null ? 'Unknown' : `Week ${u.pregnancyWeeks}`;
}

export const roleLabel = (u: Pick<AdminUserRow, 'isAdmin'>) => (u.isAdmin ? 'Admin' : 'User');

/** 'Approved' or 'Pending', with an icon so it never rests on colour alone. */
export function StatusBadge({ user }: { user: Pick<AdminUserRow, 'isApproved'> }) {
  return user.isApproved ? (
    <Badge tone="safe">Approved</Badge>
  ) : (
    <Badge tone="caution" icon={Clock}>
      Pending
    </Badge>
  );
}

export const USER_COLUMNS = ['Name', 'Email', 'Status', 'Pregnancy', 'Admin', 'Registered', 'Actions'] as const;

interface RowProps {
  user: AdminUserRow;
  /** Approve and Remove, when she may be approved or removed. */
  actions: ReactNode;
  onView: () => void;
}

function ViewButton({ user, onView, className }: { user: AdminUserRow; onView: () => void; className?: string }) {
  return (
    <Button size="sm" variant="quiet" onClick={onView} aria-label={`View ${fullName(user)}`} className={className}>
      <Eye className="size-4" aria-hidden />
      View
    </Button>
  );
}

/** Desktop (md and up): one row per user in the spec's columns. */
export function UserRow({ user: u, actions, onView }: RowProps) {
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
      <td className="px-2 py-3">{pregnancyLabel(u)}</td>
      <td className="px-2 py-3">{roleLabel(u)}</td>
      <td className="px-2 py-3 whitespace-nowrap">{formatDateTime12h(u.createdAt)}</td>
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
          <dt className="text-xs text-ink-muted">Status</dt>
          <dd className="mt-0.5">
            <StatusBadge user={u} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Pregnancy</dt>
          <dd className="mt-0.5 font-medium">{pregnancyLabel(u)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Admin</dt>
          <dd className="mt-0.5 font-medium">{roleLabel(u)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Registered</dt>
          <dd className="mt-0.5 font-medium">{formatDateTime12h(u.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex justify-end border-t border-line pt-2">
        <ViewButton user={u} onView={onView} className="-mr-2" />
      </div>
    </li>
  );
}
