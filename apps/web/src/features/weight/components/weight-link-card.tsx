import { Scale } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** A card linking to the weight tool (dashboard, tracking page), for a pregnant user. */
export function WeightLinkCard() {
  const user = useUser();
  const { t } = useT('weight');
  if (!user.isPregnant) return null;
  return (
    <ToolLinkCard to="/weight" icon={Scale} title={t('link.title')}>
      {t('link.text')}
    </ToolLinkCard>
  );
}
