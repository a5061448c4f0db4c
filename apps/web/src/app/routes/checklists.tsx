import { ChecklistsPage } from '@/features/checklists/components/checklists-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/** Her checklists (issue 34): hospital bag, birth preferences, before the baby comes. */
export default function ChecklistsRoute() {
  const { t } = useT('shell');
  return (
    <div>
      <PageHeading title={t('pages.checklists.title')} subtitle={t('pages.checklists.subtitle')} />
      <ChecklistsPage />
    </div>
  );
}
