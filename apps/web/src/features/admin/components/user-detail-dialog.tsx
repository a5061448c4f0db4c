import { PASSWORD_RESET_LINK_MINUTES, type AdminUserDetail, type AdminUserRow } from '@bloom/contract';
import { KeyRound, ListFilter } from 'lucide-react';
import { useId } from 'react';
import { EmailAddress } from '@/components/email-address.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SkeletonText } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { displayPhone } from '@/lib/format/phone.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminUser, useSendPasswordReset } from '../api/users.ts';
import { DetailsList } from './details-list.tsx';
import { formatCount, formatUtcDate, formatValue, fullName, humanizeKey } from './format.ts';
import { pregnancyLabel, roleLabel, StatusBadge } from './user-rows.tsx';

const day = (isoDate: string | null) => (isoDate ? formatUtcDate(`${isoDate}T00:00:00Z`) : '—');

/** The record kinds with words of their own (the personal-data registry's count keys); others are humanized. */
const COUNT_KINDS = [
  'appointments',
  'calendarEntries',
  'chatMessages',
  'usageStats',
  'checklistItems',
  'contractions',
  'kickSessions',
  'symptoms',
  'moods',
  'weights',
] as const;
const isCountKind = (kind: string): kind is (typeof COUNT_KINDS)[number] =>
  (COUNT_KINDS as readonly string[]).includes(kind);

/** A value placed inside a sentence from the catalogue: the text before it and after it. */
const SLOT = '\u0000';

function Profile({ detail: { user, counts } }: { detail: AdminUserDetail }) {
  const recordsId = useId();
  const { t } = useT('admin');
  const countItems = Object.entries(counts).map(
    ([kind, n]) => [isCountKind(kind) ? t(`detail.counts.${kind}`) : humanizeKey(kind), formatCount(n)] as const,
  );
  return (
    <div className="space-y-5">
      <DetailsList
        label={t('detail.profile')}
        items={[
          [t('detail.email'), <EmailAddress email={user.email} />, true],
          [t('detail.phone'), formatValue(t, displayPhone(user.phoneNumber))],
          [t('detail.dateOfBirth'), day(user.dateOfBirth)],
          [t('detail.gender'), t(`detail.genders.${user.gender}`)],
          [t('detail.status'), <StatusBadge user={user} />],
          [t('detail.admin'), roleLabel(t, user)],
          [t('detail.pregnancy'), pregnancyLabel(t, user)],
          [t('detail.dueDate'), day(user.dueDate)],
          [t('detail.babyGender'), user.babyGender ? t(`detail.babyGenders.${user.babyGender}`) : '—'],
          [t('detail.timeZone'), user.timeZone],
          [t('detail.homeZip'), formatValue(t, user.homeZip)],
          [t('detail.registered'), formatDateTime(user.createdAt)],
        ]}
      />
      <section aria-labelledby={recordsId} className="rounded-control bg-surface-soft p-4">
        <h3 id={recordsId} className="mb-3 text-sm font-semibold">
          {t('detail.records')}
        </h3>
        {countItems.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('detail.noRecords')}</p>
        ) : (
          <DetailsList label={t('detail.records')} items={countItems} />
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
  const { t } = useT('admin');
  const failure = send.error
    ? (send.error instanceof ApiError && send.error.serverMessage) || t('detail.resetFailed')
    : null;
  const [sentBefore, sentAfter] = t('detail.resetSent', { email: SLOT, minutes: PASSWORD_RESET_LINK_MINUTES }).split(
    SLOT,
  );
  return (
    <>
      {(send.isSuccess || failure) && (
        <div className="basis-full">
          {send.isSuccess ? (
            <Alert tone="success">
              {sentBefore}
              <EmailAddress email={user.email} />
              {sentAfter}
            </Alert>
          ) : (
            <Alert tone="error">{failure}</Alert>
          )}
        </div>
      )}
      <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate(user.id)}>
        <KeyRound className="size-4" aria-hidden />
        {send.isPending ? t('detail.sending') : t('detail.sendReset')}
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
  const { t } = useT('admin');
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? fullName(user) : t('detail.title')}
      description={t('detail.description')}
    >
      {detail.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('detail.loading')}</span>
          <SkeletonText lines={8} />
        </div>
      ) : detail.isError ? (
        <Alert tone="error">{t('detail.failed')}</Alert>
      ) : (
        <Profile detail={detail.data} />
      )}
      {user && (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {user.isApproved && <SendPasswordReset key={user.id} user={user} />}
          <Button onClick={() => onViewEvents(user)}>
            <ListFilter className="size-4" aria-hidden />
            {t('detail.viewEvents')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
