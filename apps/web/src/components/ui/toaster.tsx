import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { cn } from './cn.ts';
import { currentToasts, dismiss, subscribe } from './toast.tsx';

// Spec §9: one toast visible (toast() replaces the visible one), shown 5 s, swipe right past
// 50 px to dismiss, F8 moves focus to it, at most 420 px wide.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_MAX_WIDTH_PX = 420;

/*
 * Where the toast sits (the `toast-viewport` rules in styles.css): on phones at the bottom,
 * above the bottom bar; from md up at the bottom right. While a dialog is open it moves to the
 * top of the screen, away from the dialog's fields (bottom sheets stop short of the top).
 * Radix announces each toast in a live region (polite; errors assertive) and keeps pointer
 * events on it while a modal is open.
 */
/**
 * Radix puts a focus proxy on each side of the toasts' list while there are toasts: a span in the
 * tab order, with no role, that hands focus on to a toast. axe's focus-order-semantics rule
 * reports each as an element in the focus order without a role (issue 33). Each toast is itself in
 * the tab order (and one shows at a time), so the proxies leave the tab order (tabindex -1); they
 * stay focusable from script, where Radix moves focus to hand a Tab on past the list.
 */
function quietFocusProxies(wrapper: HTMLElement | null) {
  if (!wrapper) return;
  const quiet = () => {
    for (const proxy of wrapper.querySelectorAll('[role="region"] > span[tabindex="0"]')) {
      proxy.setAttribute('tabindex', '-1');
    }
  };
  const observer = new MutationObserver(quiet);
  observer.observe(wrapper, { subtree: true, childList: true });
  return () => observer.disconnect();
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, currentToasts);
  const { t: text } = useT('common');
  // Titles and messages are the contract's English constants: shown in the language on screen.
  const message = useContractMessage();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={text('toast.region')}
    >
      {toasts.map((t) => {
        const error = t.tone === 'error';
        const Icon = error ? CircleAlert : CircleCheck;
        return (
          <RadixToast.Root
            key={t.id}
            type={error ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismiss(t.id)}
            className={cn(
              'toast pointer-events-auto flex w-full items-start gap-3 rounded-card border py-3 pr-2 pl-4 shadow-raised',
              error
                ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
                : 'border-line bg-surface-raised text-ink',
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-5 shrink-0',
                error ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300',
              )}
            />
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="font-semibold">{message(t.title)}</RadixToast.Title>
              {t.description && (
                <RadixToast.Description className="mt-0.5 text-sm">{message(t.description)}</RadixToast.Description>
              )}
            </div>
            <RadixToast.Close
              aria-label={text('toast.dismiss')}
              className="-my-1 flex size-9 shrink-0 items-center justify-center rounded-full opacity-80 hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
            >
              <X aria-hidden className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {/* An open modal hides the rest of the page from assistive tech, except live regions: the
          attribute keeps the toast readable (and its close button reachable) over a dialog.
          Radix itself announces each toast, so this region stays quiet ("off"). */}
      <div aria-live="off" ref={quietFocusProxies}>
        <RadixToast.Viewport hotkey={['F8']} className="toast-viewport" />
      </div>
    </RadixToast.Provider>
  );
}

export default Toaster;
