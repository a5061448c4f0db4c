import { MoreHorizontal } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/components/ui/cn.ts';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { AccountMenu } from './account-menu.tsx';
import { isCurrent, NAV_ITEMS } from './nav-items.ts';

const cell =
  'group flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-1 pt-1.5 pb-1 text-[0.6875rem] leading-none font-semibold';
const pill = 'flex h-7 w-12 items-center justify-center rounded-full transition-colors duration-150 [&_svg]:size-5';

/** Phones (below md): the bottom bar reaches every destination, then More (the account menu). */
export function MobileBar() {
  const user = useUser();
  const { pathname } = useLocation();
  const { t } = useT('common');
  const items = NAV_ITEMS.filter((i) => !i.adminOnly || user.isAdmin);
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-line bg-surface/95 px-1 pb-[env(safe-area-inset-bottom)] shadow-bar backdrop-blur-md md:hidden"
    >
      {items.map(({ id, to, icon: Icon }) => {
        const current = isCurrent(to, pathname);
        return (
          <Link
            key={to}
            to={to}
            aria-current={current ? 'page' : undefined}
            className={cn(cell, current ? 'text-brand-800 dark:text-brand-200' : 'text-gray-700 dark:text-gray-300')}
          >
            <span
              className={cn(
                pill,
                current ? 'bg-accent-soft text-on-accent-soft' : 'group-hover:bg-gray-100 dark:group-hover:bg-gray-800',
              )}
            >
              <Icon aria-hidden />
            </span>
            <span className="max-w-full truncate px-0.5">{t(`nav.${id}.mobileLabel`)}</span>
          </Link>
        );
      })}
      <AccountMenu
        side="top"
        trigger={
          <button type="button" className={cn(cell, 'text-gray-700 dark:text-gray-300')}>
            <span className={cn(pill, 'group-hover:bg-gray-100 dark:group-hover:bg-gray-800')}>
              <MoreHorizontal aria-hidden />
            </span>
            {t('nav.more')}
          </button>
        }
      />
    </nav>
  );
}
