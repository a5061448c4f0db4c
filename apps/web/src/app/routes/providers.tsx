import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { BookAppointmentDialog } from '@/features/appointments/components/book-appointment-dialog.tsx';
import { DirectionsButton } from '@/features/providers/components/directions-button.tsx';
import { ProvidersPage } from '@/features/providers/components/providers-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/** /providers (spec §2): search, profiles and booking; booking is the appointments feature's dialog. */
export default function ProvidersRoute() {
  const { t } = useT('providers');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} action={<DirectionsButton />} />
      <ErrorBoundary what="providers">
        <ProvidersPage
          renderBooking={(provider, onClose) => (
            <BookAppointmentDialog provider={provider} open onOpenChange={(open) => !open && onClose()} />
          )}
        />
      </ErrorBoundary>
    </div>
  );
}
