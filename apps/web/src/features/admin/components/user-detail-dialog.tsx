import { PASSWORD_RESET_LINK_MINUTES, type AdminUserDetail, type AdminUserRow } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { KeyRound, ListFilter } from 'lucide-react';
import { useId } from 'react';
import { EmailAddress } from '@/components/email-address.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SkeletonText } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { displayPhone } from '@/lib/format/phone.ts';
import { useAdminUser, useSendPasswordReset } from '../api/users.ts';
import { DetailsList } from './details-list.tsx';
import { formatCount, formatUtcDate, formatValue, fullName, humanizeKey } from './format.ts';
import { pregnancyLabel, roleLabel, StatusBadge } from './user-rows.tsx';

const day = (isoDate: string | null) => (isoDate ? formatUtcDate(`${isoDate}T00:00:00Z`) : '—');

function Profile({ detail: { user, counts } }: { detail: AdminUserDetail }) {
  const recordsId = useId();
  const countItems = Object.entries(counts).map(([kind, n]) => [humanizeKey(kind), formatCount(n)] as const);
  return (
    <div className="space-y-5">
      <DetailsList
        label="Profile"
        items={[
          ['Email', <EmailAddress email={user.email} />, true],
          ['Phone', formatValue(displayPhone(user.phoneNumber))],
          ['Date of birth', day(user.dateOfBirth)],
          ['Gender', humanizeKey(user.gender)],
          ['Status', <StatusBadge user={user} />],
          ['Admin', roleLabel(user)],
          ['Pregnancy', pregnancyLabel(user)],
          ['Due date', day(user.dueDate)],
          ['Baby gender', user.babyGender ? humanizeKey(user.babyGender) : '—'],
          ['Time zone', user.timeZone],
          ['Home ZIP', formatValue(user.homeZip)],
          ['Registered', formatDateTime12h(user.createdAt)],
        ]}
      />
      <section aria-labelledby={recordsId} className="rounded-control bg-surface-soft p-4">
        <h3 id={recordsId} className="mb-3 text-sm font-semibold">
          Records
        </h3>
        {countItems.length === 0 ? (
          <p className="text-sm text-ink-muted">No records yet.</p>
        ) : (
          <DetailsList label="Records" items={countItems} />
        )}
      </section>
    </div>
  );
}

/**
 * 'Send password reset email' for an approved account: the same one-time link "Forgot password?"
 * sends, to her own address, so nobody but her ever sets her password. Its answer shows in place.
 */
function SendPasswordReset({ user }: { user: AdminUserRow }) {
  const send = useSendPasswordReset();
  const failure = send.error
    ? (send.error instanceof ApiError && send.error.serverMessage) || 'The email could not be sent. Please try again.'
    : null;
  return (
    <>
      {(send.isSuccess || failure) && (
        <div className="basis-full">
          {send.isSuccess ? (
            <Alert tone="success">
              Password reset email sent to <EmailAddress email={user.email} />. The link works once, for{' '}
              {PASSWORD_RESET_LINK_MINUTES} minutes.
            </Alert>
          ) : (
            <Alert tone="error">{failure}</Alert>
          )}
        </div>
      )}
      <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate(user.id)}>
        <KeyRound className="size-4" aria-hidden />
        {send.isPending ? 'Sending...' : 'Send password reset email'}
      </Button>
    </>
  );
}

export interface UserDetailDialogProps {
  /** The row whose View was pressed; null when the dialog is closed. */
  user: AdminUserRow | null;
  onClose: () => void;
  /** 'View events': All User Data, narrowed to her. */
  onViewEvents: (user: AdminUserRow) => void;
}

/** The View dialog (a bottom sheet on phones): her whole profile and how many records of each kind. */
export function UserDetailDialog({ user, onClose, onViewEvents }: UserDetailDialogProps) {
  const detail = useAdminUser(user?.id ?? null);
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? fullName(user) : 'User details'}
      description="Profile and records"
    >
      {detail.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">Loading profile...</span>
          <SkeletonText lines={8} />
        </div>
      ) : detail.isError ? (
        <Alert tone="error">We could not load this profile. Please try again.</Alert>
      ) : (
        <Profile detail={detail.data} />
      )}
      {user && (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {user.isApproved && <SendPasswordReset key={user.id} user={user} />}
          <Button onClick={() => onViewEvents(user)}>
            <ListFilter className="size-4" aria-hidden />
            View events
          </Button>
        </div>
      )}
    </Dialog>
  );
}
