import { Scale } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';

/** A card linking to the weight tool (dashboard, tracking page), for a pregnant user. */
export function WeightLinkCard() {
  const user = useUser();
  if (!user.isPregnant) return null;
  return (
    <ToolLinkCard to="/weight" icon={Scale} title="Weight gain">
      Log your weight and see the recommended range
    </ToolLinkCard>
  );
}
