import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismiss, subscribe } from './toast.tsx';

// Spec §9: one toast visible, shown 5 s, swipe right past 50 px to dismiss, F8 focuses it.
const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, currentToasts);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={`rounded-xl border p-4 shadow-lg ${t.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-brand-100 bg-white text-gray-900 dark:bg-gray-900 dark:text-gray-100'}`}
        >
          <RadixToast.Title className="font-semibold">{t.title}</RadixToast.Title>
          {t.description && <RadixToast.Description className="mt-1 text-sm">{t.description}</RadixToast.Description>}
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-20 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 sm:bottom-0"
      />
    </RadixToast.Provider>
  );
}

export default Toaster;
