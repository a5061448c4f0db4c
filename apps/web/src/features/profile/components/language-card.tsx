import { LanguageChooser } from '@/components/language-chooser.tsx';
import { Card } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT, type Language } from '@/lib/i18n/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Her language (issue 35): shown at once, and saved to her account so every device follows it. */
export function LanguageCard() {
  const { t } = useT('common');
  const user = useUser();
  const update = useUpdateProfile();
  const save = (language: Language) => {
    // A server without the profile's language yet (no `locale` in her profile) keeps it on this device only.
    if (!('locale' in user) || user.locale === language) return;
    update.mutate({ locale: language }, { onError: () => toast({ title: t('language.notSaved'), tone: 'error' }) });
  };
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">{t('language.label')}</h2>
      <p className="mb-4 text-sm text-ink-muted">{t('language.hint')}</p>
      <LanguageChooser onChosen={save} />
    </Card>
  );
}
