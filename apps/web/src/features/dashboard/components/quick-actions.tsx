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

interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
}

/*
 * The tracker, food checker and appointments live further down this same page, so those are
 * in-page anchors: a router link changes the URL without scrolling, and '/#…' would reload
 * the app when the home screen is open at /dashboard or /profile.
 */
const LOG_SYMPTOMS: QuickAction = { label: 'Log symptoms', to: '#health-tracking', icon: NotebookPen };
const CHECK_FOOD: QuickAction = { label: 'Check a food', to: '#food-safety', icon: Salad };
const BOOK: QuickAction = { label: 'Book appointment', to: '#appointments', icon: CalendarPlus };
const DOCTORS: QuickAction = { label: 'Find doctors', to: '/providers', icon: UserSearch };
const ASK: QuickAction = { label: 'Ask BLOOM', to: '/chat', icon: MessageCircleHeart };
const LEARN: QuickAction = { label: 'Learn', to: '/education', icon: BookOpen };
const ADMIN: QuickAction = { label: 'Admin dashboard', to: '/admin', icon: LayoutDashboard };
// Someone who is not pregnant has no tracker or appointments of her own here: a synced partner
// goes to his partner's view, one not yet synced to where he asks to follow.
const PARTNER_HEALTH: QuickAction = { label: "Partner's health", to: '#partner-health', icon: HeartPulse };
const FOLLOW: QuickAction = { label: 'Follow your partner', to: '#partner-sync', icon: HeartPulse };

const USER_ACTIONS = [LOG_SYMPTOMS, CHECK_FOOD, BOOK, DOCTORS, ASK, LEARN];
// Spec §6: administrators get log symptoms, book appointment and find doctors, plus their own screen.
const ADMIN_ACTIONS = [LOG_SYMPTOMS, BOOK, DOCTORS, ADMIN];
const PARTNER_ACTIONS = [PARTNER_HEALTH, CHECK_FOOD, DOCTORS, ASK, LEARN];
const UNSYNCED_PARTNER_ACTIONS = [FOLLOW, CHECK_FOOD, DOCTORS, ASK, LEARN];

// Calm, compact rows (issue 33): the icon beside the label, two to a row on a phone.
const tileClass =
  'flex h-full min-h-12 items-center gap-2.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:border-brand-200 hover:bg-brand-50 sm:gap-3 sm:text-base dark:hover:bg-gray-800';

function ActionTile({ action }: { action: QuickAction }) {
  const Icon = action.icon;
  const content = (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-lavender-50 text-lavender-700 dark:bg-gray-800 dark:text-lavender-100">
        <Icon className="size-4" aria-hidden />
      </span>
      {action.label}
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
        Quick actions
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
