import {
  BookOpen,
  CalendarPlus,
  HeartPulse,
  LayoutDashboard,
  MessageCircleHeart,
  NotebookPen,
  Salad,
  UserSearch,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { en } from '@/lib/i18n/en.ts';
import { useT } from '@/lib/i18n/index.ts';

type QuickActionKey = Exclude<keyof (typeof en)['dashboard']['quick'], 'title'>;

interface QuickAction {
  /** Its text: `dashboard:quick.<label>`. */
  label: QuickActionKey;
  to: string;
  icon: LucideIcon;
}

/*
 * The tracker, food checker and appointments live further down this same page, so those are
 * in-page anchors: a router link changes the URL without scrolling, and '/#…' would reload
 * the app when the home screen is open at /dashboard or /profile.
 */
const LOG_SYMPTOMS: QuickAction = { label: 'logSymptoms', to: '#health-tracking', icon: NotebookPen };
const CHECK_FOOD: QuickAction = { label: 'checkFood', to: '#food-safety', icon: Salad };
const BOOK: QuickAction = { label: 'book', to: '#appointments', icon: CalendarPlus };
const DOCTORS: QuickAction = { label: 'doctors', to: '/providers', icon: UserSearch };
const ASK: QuickAction = { label: 'ask', to: '/chat', icon: MessageCircleHeart };
const LEARN: QuickAction = { label: 'learn', to: '/education', icon: BookOpen };
const ADMIN: QuickAction = { label: 'admin', to: '/admin', icon: LayoutDashboard };
// Someone who is not pregnant has no tracker or appointments of her own here: a synced partner
// goes to his partner's view, one not yet synced to where he asks to follow.
const PARTNER_HEALTH: QuickAction = { label: 'partnerHealth', to: '#partner-health', icon: HeartPulse };
const FOLLOW: QuickAction = { label: 'follow', to: '#partner-sync', icon: HeartPulse };

const USER_ACTIONS = [LOG_SYMPTOMS, CHECK_FOOD, BOOK, DOCTORS, ASK, LEARN];
// Spec §6: administrators get log symptoms, book appointment and find doctors, plus their own screen.
const ADMIN_ACTIONS = [LOG_SYMPTOMS, BOOK, DOCTORS, ADMIN];
const PARTNER_ACTIONS = [PARTNER_HEALTH, CHECK_FOOD, DOCTORS, ASK, LEARN];
const UNSYNCED_PARTNER_ACTIONS = [FOLLOW, CHECK_FOOD, DOCTORS, ASK, LEARN];

// Calm, compact rows (issue 33): the icon beside the label, two to a row on a phone. There a
// tile is two lines of its text tall whether its label wraps or not: a partner's set changes once
// his syncs are known ('Follow your partner' wraps, "Partner's health" does not), and the tiles
// below must not move when it does (layout shift).
const tileClass =
  'flex h-full min-h-[calc(2lh+1rem+2px)] sm:min-h-12 items-center gap-2.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:border-brand-200 hover:bg-brand-50 sm:gap-3 sm:text-base dark:hover:bg-gray-800';

function ActionTile({ action }: { action: QuickAction }) {
  const Icon = action.icon;
  const { t } = useT('dashboard');
  const content = (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-lavender-50 text-lavender-700 dark:bg-gray-800 dark:text-lavender-100">
        <Icon className="size-4" aria-hidden />
      </span>
      {t(`quick.${action.label}`)}
    </>
  );
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

/** Shortcuts to the things people come back for most; the admin set follows spec §6. */
export function QuickActions({
  isAdmin,
  isPregnant = true,
  followsPartner = false,
}: {
  isAdmin: boolean;
  isPregnant?: boolean;
  followsPartner?: boolean;
}) {
  const headingId = useId();
  const { t } = useT('dashboard');
  const actions = isAdmin
    ? ADMIN_ACTIONS
    : followsPartner
      ? PARTNER_ACTIONS
      : isPregnant
        ? USER_ACTIONS
        : UNSYNCED_PARTNER_ACTIONS;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('quick.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:gap-3 lg:grid-cols-3">
        {actions.map((action) => (
          <li key={action.label}>
            <ActionTile action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}
