import { MoreHorizontal } from 'lucide-react';
import { NavLink } from 'react-router';
import { useUser } from '../../lib/auth/auth-context.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NAV_ITEMS } from './nav-items.ts';

const MOBILE = ['/', '/tracking', '/chat', '/providers', '/admin'];

export function MobileBar() {
  const user = useUser();
  const items = NAV_ITEMS.filter((i) => MOBILE.includes(i.to) && (!i.adminOnly || user.isAdmin));
  const cell = 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium';
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-gray-800 dark:bg-gray-950"
    >
      {items.map(({ to, mobileLabel, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/'}
          className={({ isActive }) =>
            `${cell} ${isActive ? 'text-brand-700 dark:text-brand-300' : 'text-gray-700 dark:text-gray-300'}`
          }
        >
          <Icon className="size-5" aria-hidden />
          {mobileLabel}
        </NavLink>
      ))}
      <AccountMenu
        trigger={
          <button type="button" className={`${cell} text-gray-700 dark:text-gray-300`}>
            <MoreHorizontal className="size-5" aria-hidden />
            More
          </button>
        }
      />
    </nav>
  );
}
