import { useT } from '@/lib/i18n/index.ts';

/** A field label with '(optional)' after it, in a quieter weight. */
export function OptionalLabel({ children }: { children: string }) {
  const { t } = useT('common');
  return (
    <>
      {children} <span className="font-normal text-ink-muted">{t('optional')}</span>
    </>
  );
}
