import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useSyncConnections } from '../api/get-sync-connections.ts';
import { Followers } from './sync-list.tsx';

/**
 * Profile's 'Who sees your data': the partners who follow her, with the same controls as the
 * dashboard's sync panel (pause or resume sharing, end access). Shown to a pregnant user, and to
 * anyone who still has followers; a partner who only follows someone has nothing to control here.
 */
export function SharingCard() {
  const { t } = useT('partnerSync');
  const user = useUser();
  const connections = useSyncConnections();
  const headingId = useId();
  const followers = (connections.data ?? []).filter((c) => c.isParent);
  if (!user.isPregnant && followers.length === 0) return null;
  if (connections.isPending) return <SkeletonCard label={t('sharing.loading')} rows={2} className="min-h-48" />;

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader
          id={headingId}
          icon={<ShieldCheck />}
          title={t('sharing.title')}
          description={t('sharing.description')}
        />
        {connections.isError ? (
          <Alert tone="error">
            <p>{t('sharing.failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => void connections.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : followers.length > 0 ? (
          <Followers connections={followers} />
        ) : (
          <p className="text-sm text-ink-muted">{t('sharing.none')}</p>
        )}
      </Card>
    </section>
  );
}
