import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/index.ts';

/** One thing to do today, on the home screen's first screen. */
export interface TodayAction {
  label: string;
  /** One short line under the label ('Tue, Mar 10', 'None booked yet'); always there, so tiles never grow. */
  detail: string;
  /** A path ('/kicks') or an anchor on the home page ('#health-tracking'). */
  to: string;
  icon: LucideIcon;
}

/** At most three: the first phone screen holds the week, this week's baby and these (issue 33). */
export const MAX_TODAY_ACTIONS = 3;

const tileClass =
  'flex h-full min-h-24 flex-col items-start gap-1.5 rounded-xl border border-line bg-surface p-3 text-ink shadow-card hover:border-brand-200 hover:bg-brand-50 lg:min-h-0 lg:flex-row lg:items-center lg:gap-3 lg:px-4 dark:hover:bg-gray-800';

function Tile({ action }: { action: TodayAction }) {
  const Icon = action.icon;
  const content = (
    <>
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-on-accent-soft lg:size-10"
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm leading-snug font-semibold lg:text-base">{action.label}</span>
        <span className="block text-xs leading-snug text-ink-muted lg:text-sm">{action.detail}</span>
      </span>
    </>
  );
  // An anchor on this page scrolls there; a router link would change the URL without scrolling.
  return action.to.startsWith('#') ? (
    <a href={action.to} className={tileClass}>
      {content}
    </a>
  ) : (
    <Link to={action.to} className={tileClass}>
      {content}
    </Link>
  );
}

/**
 * 'Today': up to three things that fit her week, side by side on a phone (so they share the first
 * screen with the week and the baby) and stacked beside the baby card on a wide screen.
 */
export function TodayActions({ actions }: { actions: readonly TodayAction[] }) {
  const headingId = useId();
  const { t } = useT('dashboard');
  const shown = actions.slice(0, MAX_TODAY_ACTIONS);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-ink-muted lg:mb-3 lg:text-base">
        {t('today')}
      </h2>
      <ul className="grid flex-1 auto-rows-fr grid-cols-3 gap-2 lg:grid-cols-1 lg:gap-3">
        {shown.map((action) => (
          <li key={action.label}>
            <Tile action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}
