import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';

export interface WideTableProps {
  /** Read by screen readers only: what the table lists and in what order. */
  caption: ReactNode;
  columns: readonly string[];
  /** A last column of buttons, headed 'Actions' for screen readers only. */
  actions?: boolean;
  children: ReactNode;
}

/** The admin tables from md up; below md each tab shows one card per row instead. */
export function WideTable({ caption, columns, actions = false, children }: WideTableProps) {
  const { t } = useT('admin');
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">{t('actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
