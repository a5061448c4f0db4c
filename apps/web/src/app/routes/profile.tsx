import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { ChangePasswordCard } from '@/features/profile/components/change-password-card.tsx';
import { LanguageCard } from '@/features/profile/components/language-card.tsx';
import { MyDataCard } from '@/features/profile/components/my-data-card.tsx';
import { ProfileSettingsForm } from '@/features/profile/components/profile-settings-form.tsx';
import { SharingCard } from '@/features/partner-sync/components/sharing-card.tsx';
import { CalendarLinkCard } from '@/features/reminders/components/calendar-link-card.tsx';
import { WeightProfileCard } from '@/features/weight/components/weight-profile-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/** /profile: Profile Settings, from the account menu and the dashboard's 'Add your weeks' link. */
export default function ProfileRoute() {
  const { t } = useT('shell');
  const user = useUser();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t('pages.profile.title')} subtitle={t('pages.profile.subtitle')} />
      <div className="space-y-6">
        <ErrorBoundary>
          {/* Keyed by the saved profile's id so another account's values never linger. */}
          <ProfileSettingsForm key={user.id} profile={user} />
        </ErrorBoundary>
        {/* Her weight and height before pregnancy, units and twins: the weight tool's (issue 34). */}
        {user.isPregnant && (
          <ErrorBoundary>
            <WeightProfileCard />
          </ErrorBoundary>
        )}
        <ErrorBoundary>
          <LanguageCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <ChangePasswordCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <CalendarLinkCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <MyDataCard />
        </ErrorBoundary>
        {/* Last: for a partner it may show only once the syncs are known, and then moves nothing. */}
        <ErrorBoundary>
          <SharingCard />
        </ErrorBoundary>
      </div>
    </div>
  );
}
