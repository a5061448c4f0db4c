import type { UserProfile } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAdminUsers, useApproveUser, useRemoveUser } from '../api/users.ts';

/** The server derives the week from the due date on every read, so the 5 s poll keeps it current. */
function pregnancyLabel(u: UserProfile) {
  if (!u.isPregnant) return 'Not Pregnant';
  return u.pregnancyWeeks === null ? 'Unknown' : `Week ${u.pregnancyWeeks}`;
}

export function UserManagement() {
  const users = useAdminUsers();
  const approve = useApproveUser();
  const remove = useRemoveUser();
  const [removing, setRemoving] = useState<UserProfile | null>(null);

  if (users.isPending) return <p role="status">Loading users...</p>;
  if (users.isError) return <Alert tone="error">We could not load the users. Please try again.</Alert>;

  const onApprove = (u: UserProfile) =>
    approve.mutate(u.id, {
      onSuccess: () => toast({ title: 'User approved', description: `${u.firstName} ${u.lastName} can now sign in.` }),
      onError: () => toast({ title: 'Error', description: 'Failed to approve user', tone: 'error' }),
    });
  const onRemove = (u: UserProfile) =>
    remove.mutate(u.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'User removed', description: `${u.firstName} ${u.lastName} and their data were removed.` });
      },
      onError: () => toast({ title: 'Error', description: 'Failed to remove user', tone: 'error' }),
    });

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">User Management</h2>
      {users.data.length === 0 ? (
        <p>No users yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-700 dark:border-gray-800 dark:text-gray-300">
              <tr>
                {['Name', 'Email', 'Status', 'Pregnancy', 'Admin', 'Registered', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
                <tr key={u.id} className="border-b border-gray-100 dark:border-gray-800">
                  <td className="px-2 py-2">{`${u.firstName} ${u.lastName}`}</td>
                  <td className="px-2 py-2">{u.email}</td>
                  <td className="px-2 py-2">
                    <span className={u.isApproved ? 'text-green-800' : 'text-amber-800'}>
                      {u.isApproved ? 'Approved' : 'Pending'}
                    </span>
                  </td>
                  <td className="px-2 py-2">{pregnancyLabel(u)}</td>
                  <td className="px-2 py-2">{u.isAdmin ? 'Admin' : 'User'}</td>
                  <td className="px-2 py-2">{formatDateTime12h(u.createdAt)}</td>
                  <td className="flex gap-2 px-2 py-2">
                    {!u.isAdmin && !u.isApproved && (
                      <Button
                        size="sm"
                        onClick={() => onApprove(u)}
                        disabled={approve.isPending}
                        aria-label={`Approve ${u.firstName} ${u.lastName}`}
                      >
                        Approve
                      </Button>
                    )}
                    {!u.isAdmin && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setRemoving(u)}
                        aria-label={`Remove ${u.firstName} ${u.lastName}`}
                      >
                        Remove
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this user?"
        description="Their account and everything they logged will be deleted. This cannot be undone."
      >
        <div className="flex justify-end gap-2">
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
