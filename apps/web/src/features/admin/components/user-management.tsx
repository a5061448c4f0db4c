import type { UserProfile } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SkeletonCard } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAdminUsers, useApproveUser, useRemoveUser } from '../api/users.ts';

/** The server derives the week from the due date on every read, so the 5 s poll keeps it current. */
function pregnancyLabel(u: UserProfile) {
  if (!u.isPregnant) return 'Not Pregnant';
  return u.pregnancyWeeks === null ? 'Unknown' : `Week ${u.pregnancyWeeks}`;
}

const fullName = (u: UserProfile) => `${u.firstName} ${u.lastName}`;

/** 'Approved' or 'Pending', with an icon so it never rests on colour alone. */
function StatusBadge({ user }: { user: UserProfile }) {
  return user.isApproved ? (
    <Badge tone="safe">Approved</Badge>
  ) : (
    <Badge tone="caution" icon={Clock}>
      Pending
    </Badge>
  );
}

const COLUMNS = ['Name', 'Email', 'Status', 'Pregnancy', 'Admin', 'Registered', 'Actions'] as const;

interface RowProps {
  user: UserProfile;
  actions: ReactNode;
}

/** Desktop (md and up): one row per user in the spec's columns. */
function UserRow({ user: u, actions }: RowProps) {
  return (
    <tr className="border-b border-line last:border-0">
      <td className="px-2 py-3 font-medium">{fullName(u)}</td>
      <td className="px-2 py-3 break-all">{u.email}</td>
      <td className="px-2 py-3">
        <StatusBadge user={u} />
      </td>
      <td className="px-2 py-3">{pregnancyLabel(u)}</td>
      <td className="px-2 py-3">{u.isAdmin ? 'Admin' : 'User'}</td>
      <td className="px-2 py-3 whitespace-nowrap">{formatDateTime12h(u.createdAt)}</td>
      <td className="px-2 py-3">
        <div className="flex gap-2">{actions}</div>
      </td>
    </tr>
  );
}

/** Phones (below md): one card per user, the actions beside the name, the other columns below. */
function UserCard({ user: u, actions }: RowProps) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words">{fullName(u)}</p>
          <p className="text-sm break-all text-ink-muted">{u.email}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">{actions}</div>
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
          <dd className="mt-0.5 font-medium">{u.isAdmin ? 'Admin' : 'User'}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Registered</dt>
          <dd className="mt-0.5 font-medium">{formatDateTime12h(u.createdAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

export function UserManagement() {
  const users = useAdminUsers();
  const approve = useApproveUser();
  const remove = useRemoveUser();
  const [removing, setRemoving] = useState<UserProfile | null>(null);

  if (users.isPending) return <SkeletonCard label="Loading users..." rows={4} />;
  if (users.isError) return <Alert tone="error">We could not load the users. Please try again.</Alert>;

  const onApprove = (u: UserProfile) =>
    approve.mutate(u.id, {
      onSuccess: () => toast({ title: 'User approved', description: `${fullName(u)} can now sign in.` }),
      onError: () => toast({ title: 'Error', description: 'Failed to approve user', tone: 'error' }),
    });
  const onRemove = (u: UserProfile) =>
    remove.mutate(u.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'User removed', description: `${fullName(u)} and their data were removed.` });
      },
      onError: () => toast({ title: 'Error', description: 'Failed to remove user', tone: 'error' }),
    });

  // Spec §4: administrators are never offered approve or remove.
  const actionsFor = (u: UserProfile) =>
    u.isAdmin ? null : (
      <>
        {!u.isApproved && (
          <Button
            size="sm"
            onClick={() => onApprove(u)}
            disabled={approve.isPending}
            aria-label={`Approve ${fullName(u)}`}
          >
            Approve
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setRemoving(u)} aria-label={`Remove ${fullName(u)}`}>
          Remove
        </Button>
      </>
    );

  return (
    <Card>
      <h2 className="mb-4 font-display text-heading font-semibold">User Management</h2>
      {users.data.length === 0 ? (
        <p>No users yet.</p>
      ) : (
        <>
          <ul aria-label="Users" className="space-y-3 md:hidden">
            {users.data.map((u) => (
              <UserCard key={u.id} user={u} actions={actionsFor(u)} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  {COLUMNS.map((h) => (
                    <th key={h} scope="col" className="px-2 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data.map((u) => (
                  <UserRow key={u.id} user={u} actions={actionsFor(u)} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this user?"
        description="Their account and everything they logged will be deleted. This cannot be undone."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => removing && onRemove(removing)}>
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
