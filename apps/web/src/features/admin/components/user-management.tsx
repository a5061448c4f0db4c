import type { AdminUserRow } from '@bloom/contract';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { EmailAddress } from '@/components/email-address.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminUsers, useApproveUser, useRemoveUser, USERS_PAGE_SIZE, type UserStatusFilter } from '../api/users.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { formatCount, fullName } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager, pageCount } from './pager.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserFilters } from './user-filters.tsx';
import { USER_COLUMNS, UserCard, UserRow } from './user-rows.tsx';
import { WideTable } from './wide-table.tsx';

/** A search asks once she stops typing for this long. */
const SEARCH_DEBOUNCE_MS = 300;

export interface UserManagementProps {
  /** 'View events' in a user's details: All User Data, narrowed to her. */
  onViewEvents?: (user: AdminUserRow) => void;
}

/** The 'User Management' tab (spec §2): search, filter, page, view, approve and remove accounts. */
export function UserManagement({ onViewEvents }: UserManagementProps) {
  const { t } = useT('admin');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page, q: search, status });
  const approve = useApproveUser();
  const remove = useRemoveUser();
  // The person stays named in the sheet while it closes: closing clears `open`, not `user`.
  const [removal, setRemoval] = useState<{ user: AdminUserRow | null; open: boolean }>({ user: null, open: false });
  const removing = removal.open ? removal.user : null;
  const shownRemoval = removal.user;
  const setRemoving = (user: AdminUserRow | null) =>
    setRemoval((now) => (user ? { user, open: true } : { ...now, open: false }));
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);

  const onQ = (next: string) => {
    setQ(next);
    setPage(1);
  };
  const onStatus = (next: UserStatusFilter) => {
    setStatus(next);
    setPage(1);
  };

  const onApprove = (u: AdminUserRow) =>
    approve.mutate(u.id, {
      onSuccess: () =>
        toast({ title: t('users.approved'), description: t('users.approvedText', { name: fullName(u) }) }),
      onError: () => toast({ title: t('errorTitle'), description: t('users.approveFailed'), tone: 'error' }),
    });
  const onRemove = (u: AdminUserRow) =>
    remove.mutate(u.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: t('users.removed'), description: t('users.removedText', { name: fullName(u) }) });
      },
      onError: () => toast({ title: t('errorTitle'), description: t('users.removeFailed'), tone: 'error' }),
    });

  // Spec §4: administrators are never offered approve or remove.
  const actionsFor = (u: AdminUserRow) =>
    u.isAdmin ? null : (
      <>
        {!u.isApproved && (
          <Button
            size="sm"
            onClick={() => onApprove(u)}
            disabled={approve.isPending}
            aria-label={t('users.approveNamed', { name: fullName(u) })}
          >
            {t('users.approve')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setRemoving(u)}
          aria-label={t('users.removeNamed', { name: fullName(u) })}
        >
          {t('users.remove')}
        </Button>
      </>
    );

  const filtered = search.trim() !== '' || status !== 'all';
  const data = users.data;

  return (
    <Card>
      <CardHeader
        icon={<Users />}
        title={t('users.title')}
        description={data ? t('users.count', { count: data.total, n: formatCount(data.total) }) : undefined}
      />
      <UserFilters q={q} status={status} onQ={onQ} onStatus={onStatus} />
      {!data ? (
        <LoadState query={users} what="users" />
      ) : data.items.length === 0 ? (
        <EmptyState
          illustration={filtered ? 'search' : 'bloom'}
          title={filtered ? t('users.noMatch') : t('users.none')}
          description={filtered ? t('users.noMatchHint') : t('users.noneHint')}
        />
      ) : (
        <div aria-busy={users.isPlaceholderData}>
          <ul aria-label={t('users.list')} className="space-y-3 md:hidden">
            {data.items.map((u) => (
              <UserCard key={u.id} user={u} actions={actionsFor(u)} onView={() => setViewing(u)} />
            ))}
          </ul>
          <WideTable
            caption={t('users.caption', { page: data.page, pages: pageCount(data.total, USERS_PAGE_SIZE) })}
            columns={USER_COLUMNS.map((column) => t(`users.columns.${column}`))}
          >
            {data.items.map((u) => (
              <UserRow key={u.id} user={u} actions={actionsFor(u)} onView={() => setViewing(u)} />
            ))}
          </WideTable>
        </div>
      )}
      {data && (
        <Pager
          label={t('users.pages')}
          page={page}
          pageSize={USERS_PAGE_SIZE}
          total={data.total}
          onPage={setPage}
          busy={users.isPlaceholderData}
        />
      )}
      <UserDetailDialog
        user={viewing}
        onClose={() => setViewing(null)}
        onViewEvents={(u) => {
          setViewing(null);
          onViewEvents?.(u);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && onRemove(removing)}
        // Named, with the address that tells two people of one name apart; kept while the sheet closes.
        title={shownRemoval ? t('users.removeTitle', { name: fullName(shownRemoval) }) : t('users.removeTitleNoName')}
        description={
          shownRemoval ? t('users.removeText', { firstName: shownRemoval.firstName }) : t('users.removeTextNoName')
        }
        confirmLabel={t('users.remove')}
        pendingLabel={t('users.removing')}
        pending={remove.isPending}
      >
        {shownRemoval && (
          <p className="mb-4 rounded-control bg-surface-soft px-3 py-2 text-sm">
            <span className="font-semibold">{fullName(shownRemoval)}</span>
            <br />
            <EmailAddress email={shownRemoval.email} className="text-ink-muted" />
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
