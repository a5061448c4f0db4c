import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const Tabs = RadixTabs.Root;

export function TabsContent({ className, ...props }: RadixTabs.TabsContentProps) {
  return <RadixTabs.Content className={cn('animate-fade-in', className)} {...props} />;
}

/** A segmented control; on a narrow screen with many tabs it scrolls sideways instead of squeezing. */
export function TabsList({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cn(
        'mb-4 flex gap-1 overflow-x-auto rounded-full bg-brand-50 p-1 [scrollbar-width:none] dark:bg-gray-800',
        className,
      )}
    >
      {children}
    </RadixTabs.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="min-h-10 flex-1 shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-gray-700 transition-colors duration-150 hover:text-gray-900 data-[state=active]:bg-surface data-[state=active]:text-brand-800 data-[state=active]:shadow-sm dark:text-gray-300 dark:hover:text-gray-50 dark:data-[state=active]:bg-gray-950 dark:data-[state=active]:text-brand-200"
    >
      {children}
    </RadixTabs.Trigger>
  );
}
