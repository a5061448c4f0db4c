import { ListChecks } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** A card linking to her checklists (dashboard, tracking page), for a pregnant user. */
export function ChecklistsLinkCard() {
  const user = useUser();
  const { t } = useT('checklists');
  if (!user.isPregnant) return null;
  return (
    <ToolLinkCard to="/checklists" icon={ListChecks} title={t('link.title')}>
      {t('link.text')}
    </ToolLinkCard>
  );
}
