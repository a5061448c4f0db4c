import { CONTRACTIONS_LINKED_FROM_WEEK } from '@bloom/contract';
import { Timer } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';

/**
 * A card linking to the contraction timer (dashboard, tracking page), shown to a pregnant user from
 * week CONTRACTIONS_LINKED_FROM_WEEK: preterm labor counts from 20 weeks (NICHD).
 */
export function ContractionsLinkCard() {
  const user = useUser();
  const { t } = useT('contractions');
  if (!user.isPregnant || user.pregnancyWeeks === null || user.pregnancyWeeks < CONTRACTIONS_LINKED_FROM_WEEK) {
    return null;
  }
  return (
    <ToolLinkCard to="/contractions" icon={Timer} title={t('link.title')}>
      {t('link.text')}
    </ToolLinkCard>
  );
}
