import * as Menu from '@radix-ui/react-dropdown-menu';
import { ExternalLink, LogOut, UserRound } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth, useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { EXTERNAL_PAGES } from './nav-items.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-brand-100 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ink-muted';

/** Profile Settings, the four external pages and Logout; used by the header, the top bar and the More menu. */
export function AccountMenu({ trigger, side = 'bottom' }: { trigger: ReactNode; side?: 'top' | 'bottom' }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { t } = useT('common');
  return (
    // Not modal and not portalled: the menu opens inside the header or bottom bar's landmark and
    // leaves the page readable (a modal menu hides the page with aria-hidden while its links stay
    // focusable, which axe reports). Escape, a click outside and Tab still close it.
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Content
        align="end"
        side={side}
        sideOffset={8}
        collisionPadding={8}
        className="z-50 min-w-60 animate-pop-in rounded-card border border-line bg-surface-raised p-1.5 shadow-raised"
      >
        <Menu.Item className={itemClass} onSelect={() => void navigate('/profile')}>
          <UserRound aria-hidden />
          {t('account.profileSettings')}
        </Menu.Item>
        <Menu.Separator className="mx-2 my-1 h-px bg-line" />
        {EXTERNAL_PAGES.map((p) => (
          <Menu.Item key={p.to} className={itemClass} asChild>
            <a href={p.to} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t(`external.${p.key}`)}
            </a>
          </Menu.Item>
        ))}
        <Menu.Separator className="mx-2 my-1 h-px bg-line" />
        <Menu.Item className={itemClass} onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          {t('account.logout')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}

/**
 * The round button with the user's initials that opens the account menu. Its name starts with
 * the initials it shows ('AR, account menu for Ana Rivera'), so someone who says or sees "AR"
 * finds it (WCAG 2.5.3 Label in Name; axe label-content-name-mismatch).
 */
export function AccountButton({ initials, ...props }: { initials: string } & ComponentProps<'button'>) {
  const user = useUser();
  const { t } = useT('common');
  return (
    <button
      type="button"
      aria-label={accountButtonName(initials, user, t)}
      className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-bold tracking-wide text-on-accent shadow-sm hover:bg-accent-hover"
      {...props}
    >
      {initials}
    </button>
  );
}

/** 'AR, account menu for Ana Rivera': the visible initials first, then what the button does. */
export function accountButtonName(
  initials: string,
  user: { firstName: string; lastName: string },
  t: TFunction<'common'>,
): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? t('account.buttonName', { initials, name }) : t('account.buttonNameNoName', { initials });
}
