import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';
import { cn } from './cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  trigger?: ReactNode;
  children: ReactNode;
}

interface PanelProps extends DialogProps {
  /** Where the panel sits from the sm breakpoint up; below it both dock to the bottom. */
  placement: 'center' | 'side';
}

/*
 * Below sm the panel is a bottom sheet: full width, rounded top, a grab handle, safe-area
 * padding, and it stops short of the top of the screen so a toast shown while it is open
 * (the toaster moves to the top then) never covers its fields.
 */
const sheet =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-6rem)] flex-col rounded-t-sheet bg-surface-raised text-ink shadow-raised outline-none animate-sheet-up pb-[env(safe-area-inset-bottom)]';
const placements = {
  center:
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet sm:pb-0 sm:animate-pop-in',
  side: 'sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-full sm:max-w-md sm:rounded-none sm:rounded-l-sheet sm:pb-0 sm:animate-fade-in',
} as const;

function Panel({ open, onOpenChange, title, description, trigger, children, placement }: PanelProps) {
  const { t } = useT('shell');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-scrim animate-fade-in" />
        <RadixDialog.Content
          className={cn(sheet, placements[placement])}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            aria-hidden
            className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-gray-300 sm:hidden dark:bg-gray-600"
          />
          <div className="flex items-start justify-between gap-4 px-5 pt-3 pb-4 sm:px-6 sm:pt-6">
            <div className="min-w-0">
              <RadixDialog.Title className="font-display text-heading font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
              aria-label={t('close')}
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-6 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A focus-trapping modal that closes on Escape (Radix): a bottom sheet on phones, a centred
 * card from the sm breakpoint up.
 */
export function Dialog(props: DialogProps) {
  return <Panel {...props} placement="center" />;
}

/** The same modal as a panel from the right edge on wider screens (filters, details); a bottom sheet on phones. */
export function Sheet(props: DialogProps) {
  return <Panel {...props} placement="side" />;
}
