import { Link } from 'react-router';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

/** BLOOM's mark: five soft petals (own SVG, takes the theme's colours). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={cn('size-8', className)}>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse
          key={a}
          cx="16"
          cy="9"
          rx="5"
          ry="7.5"
          transform={`rotate(${a} 16 16)`}
          className="fill-brand-300 dark:fill-brand-400"
          opacity="0.9"
        />
      ))}
      <circle cx="16" cy="16" r="4.5" className="fill-lavender-600 dark:fill-lavender-300" />
    </svg>
  );
}

/** The mark and the word, linking home. */
export function BrandLink({ className }: { className?: string }) {
  const { t } = useT('common');
  return (
    <Link to="/" aria-label={t('brandHome')} className={cn('flex items-center gap-2 rounded-full', className)}>
      <BrandMark className="size-7" />
      <span className="font-display text-xl font-semibold tracking-wide text-brand-800 dark:text-brand-200">BLOOM</span>
    </Link>
  );
}
