import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '@/components/ui/cn.ts';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { AccountButton, AccountMenu } from './account-menu.tsx';
import { BrandLink } from './brand.tsx';
import { DESKTOP_BUTTONS, DESKTOP_LINKS, isCurrent } from './nav-items.ts';

const linkClass = (isActive: boolean) =>
  cn(
    'rounded-full px-4 py-2 text-sm font-semibold transition-colors duration-150',
    isActive
      ? 'bg-accent-soft text-on-accent-soft'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-gray-50',
  );

export function initialsOf(user: { firstName: string; lastName: string }) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** Desktop (md and up): sticky header with the brand, the four links, Admin and the account menu. */
export function Header() {
  const user = useUser();
  const { pathname } = useLocation();
  const { t } = useT('common');
  return (
    <header className="sticky top-0 z-30 hidden border-b border-line bg-canvas/90 backdrop-blur-md md:block">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-8 px-6">
        <BrandLink />
        <nav aria-label={t('nav.main')} className="flex gap-1">
          {DESKTOP_LINKS.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass(isCurrent(item.to, pathname))}
              aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
            >
              {t(`nav.${item.id}.label`)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {DESKTOP_BUTTONS.filter((item) => !item.adminOnly || user.isAdmin).map(({ id, to, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold',
                  isActive
                    ? 'border-lavender-700 bg-lavender-700 text-white dark:border-lavender-300 dark:bg-lavender-300 dark:text-lavender-950'
                    : 'border-lavender-200 bg-lavender-50 text-lavender-800 hover:bg-lavender-100 dark:border-lavender-800 dark:bg-lavender-950 dark:text-lavender-100',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {t(`nav.${id}.label`)}
            </NavLink>
          ))}
          <AccountMenu trigger={<AccountButton initials={initialsOf(user)} />} />
        </div>
      </div>
    </header>
  );
}
