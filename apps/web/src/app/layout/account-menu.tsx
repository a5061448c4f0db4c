import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { EXTERNAL_PAGES } from './nav-items.ts';

const itemClass =
  'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-brand-200';

/** Profile Settings, the four external pages and Logout; used by the header and the mobile More menu. */
export function AccountMenu({ trigger }: { trigger: ReactNode }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-brand-100 bg-white p-1 shadow-lg dark:border-gray-800 dark:bg-gray-900"
        >
          <Menu.Item className={itemClass} onSelect={() => void navigate('/profile')}>
            Profile Settings
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-gray-100 dark:bg-gray-800" />
          {EXTERNAL_PAGES.map((p) => (
            <Menu.Item key={p.to} className={itemClass} asChild>
              <a href={p.to} target="_blank" rel="noopener noreferrer">
                {p.label}
              </a>
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-gray-100 dark:bg-gray-800" />
          <Menu.Item className={itemClass} onSelect={() => void signOut()}>
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
