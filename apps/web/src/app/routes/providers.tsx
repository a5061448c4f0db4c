import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { BookAppointmentDialog } from '../../features/appointments/components/book-appointment-dialog.tsx';
import { DirectionsButton } from '../../features/providers/components/directions-button.tsx';
import { ProvidersPage } from '../../features/providers/components/providers-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** /providers (spec §2): search, profiles and booking; booking is the appointments feature's dialog. */
export default function ProvidersRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title="Find a Provider"
        subtitle="Search prenatal care providers near you."
        action={<DirectionsButton />}
      />
      <ErrorBoundary what="the provider search">
        <ProvidersPage
          renderBooking={(provider, onClose) => (
            <BookAppointmentDialog provider={provider} open onOpenChange={(open) => !open && onClose()} />
          )}
        />
      </ErrorBoundary>
    </div>
  );
}
