import { NavLink } from 'react-router';
import { useUser } from '../../lib/auth/auth-context.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NAV_ITEMS } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800 dark:bg-gray-800' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'}`;

export function Header() {
  const user = useUser();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <header className="sticky top-0 z-30 hidden border-b border-brand-100 bg-white/95 backdrop-blur md:block dark:border-gray-800 dark:bg-gray-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-6">
        <NavLink to="/" className="text-xl font-bold tracking-wide text-brand-700 dark:text-brand-300">
          BLOOM
        </NavLink>
        <nav aria-label="Main" className="flex gap-1">
          {NAV_ITEMS.filter((i) => i.desktop).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {user.isAdmin && (
            <NavLink to="/admin" className="rounded-lg bg-lavender-100 px-3 py-2 text-sm font-medium text-lavender-700">
              Admin
            </NavLink>
          )}
          <AccountMenu
            trigger={
              <button
                type="button"
                aria-label="Account menu"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {initials}
              </button>
            }
          />
        </div>
      </div>
    </header>
  );
}
