import { useUser } from '@/lib/auth/auth-context.tsx';
import { AccountButton, AccountMenu } from './account-menu.tsx';
import { BrandLink } from './brand.tsx';
import { initialsOf } from './header.tsx';

/** Phones (below md): a slim top app bar with the brand and the account menu. */
export function TopBar() {
  const user = useUser();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/90 pt-[env(safe-area-inset-top)] backdrop-blur-md md:hidden">
      <div className="flex h-appbar items-center justify-between px-gutter">
        <BrandLink />
        <AccountMenu trigger={<AccountButton initials={initialsOf(user)} />} />
      </div>
    </header>
  );
}
