import { USER_STATUS_FILTERS } from '@bloom/contract';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { UserStatusFilter } from '../api/users.ts';

export interface UserFiltersProps {
  q: string;
  status: UserStatusFilter;
  onQ: (q: string) => void;
  onStatus: (status: UserStatusFilter) => void;
}

/** Search by name or e-mail, and show everyone, the approved or the pending. */
export function UserFilters({ q, status, onQ, onStatus }: UserFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  const { t } = useT('admin');
  return (
    <div role="search" className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-semibold text-gray-800 dark:text-gray-100">
          {t('users.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => onQ(e.target.value)}
            placeholder={t('users.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={statusId} className="block text-sm font-semibold text-gray-800 dark:text-gray-100">
          {t('users.status')}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(e) => onStatus(e.target.value as UserStatusFilter)}
          className={inputClass}
        >
          {USER_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`users.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
