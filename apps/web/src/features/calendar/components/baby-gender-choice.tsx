import type { UserProfile } from '@bloom/contract';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useSaveBabyGender } from '../api/save-baby-gender.ts';

type BabyGender = NonNullable<UserProfile['babyGender']>;
const CHOICES: BabyGender[] = ['girl', 'boy'];

/** Spec §2: offered in weeks 17-20, and can be changed; the dashboard's images follow it. */
export function BabyGenderChoice({ current }: { current: UserProfile['babyGender'] }) {
  const { t } = useT('calendar');
  const save = useSaveBabyGender();
  const choose = (value: BabyGender) => {
    if (value === current) return;
    save.mutate(value, {
      onError: () => toast({ title: t('gender.failedTitle'), description: t('gender.failed'), tone: 'error' }),
    });
  };
  return (
    <div role="group" aria-labelledby="baby-gender-label" className="flex flex-wrap items-center gap-2">
      <span id="baby-gender-label" className="text-sm font-medium">
        {t('gender.label')}
      </span>
      {CHOICES.map((value) => {
        const pressed = (save.isPending ? save.variables : current) === value;
        return (
          <Button
            key={value}
            size="sm"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            disabled={save.isPending}
            onClick={() => choose(value)}
          >
            {t(`gender.${value}`)}
          </Button>
        );
      })}
    </div>
  );
}
