import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { PROFILE_PATH } from '@/lib/boot/early-profile.ts';
import { TOKEN_KEY } from '@/lib/token-storage.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { Header } from './header.tsx';
import { TopBar } from './top-bar.tsx';

function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'signed-in' ? children : null;
}

describe('the account menu button', () => {
  it('has a name that starts with the initials it shows (WCAG 2.5.3 Label in Name), on phones and desktops', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, testProfile({ firstName: 'Ana', lastName: 'Rivera' })] });
    renderWithApp(
      <SignedIn>
        <TopBar />
        <Header />
      </SignedIn>,
    );
    const buttons = await screen.findAllByRole('button', { name: 'AR, account menu for Ana Rivera' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const visible = button.textContent ?? '';
      expect(visible).toBe('AR');
      expect(button.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
    }
    // It still opens the menu.
    await userEvent.setup().click(buttons[0]!);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
