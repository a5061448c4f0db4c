import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixTabs.List aria-label={label} className="mb-4 flex gap-1 rounded-xl bg-brand-50 p-1 dark:bg-gray-800">
      {children}
    </RadixTabs.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="flex-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow dark:text-gray-300 dark:data-[state=active]:bg-gray-900 dark:data-[state=active]:text-brand-200"
    >
      {children}
    </RadixTabs.Trigger>
  );
}
