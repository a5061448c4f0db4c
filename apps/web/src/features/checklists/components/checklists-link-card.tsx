import { ListChecks } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';

/** A card linking to her checklists (dashboard, tracking page), for a pregnant user. */
export function ChecklistsLinkCard() {
  const user = useUser();
  if (!user.isPregnant) return null;
  return (
    <ToolLinkCard to="/checklists" icon={ListChecks} title="Checklists">
      Hospital bag, birth preferences and before the baby comes
    </ToolLinkCard>
  );
}
