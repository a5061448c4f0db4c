import { ChecklistsPage } from '@/features/checklists/components/checklists-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** Her checklists (issue 34): hospital bag, birth preferences, before the baby comes. */
export default function ChecklistsRoute() {
  return (
    <div>
      <PageHeading
        title="Checklists"
        subtitle="Get ready for the birth: tick what is done, add your own items and put them in your order."
      />
      <ChecklistsPage />
    </div>
  );
}
