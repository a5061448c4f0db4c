import { MessageCircleHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useUsageStatus } from '../api/get-usage-status.ts';
import { countdownTone, formatCountdown, hoursUntil, resetText, type CountdownTone } from './countdown.ts';
import { PromoRedeemDialog } from './promo-redeem-dialog.tsx';

// Spec §9: one text-chat session a day.
export const DAILY_TEXT_SESSIONS = 1;

// Each pairing is at AA contrast or better, light and dark.
const TONES: Record<CountdownTone, string> = {
  green: 'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  orange:
    'border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100',
  red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

function Stat({
  label,
  value,
  note,
  className,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-xl border px-2.5 py-2 sm:p-3', className ?? 'border-line')}>
      <dt className="text-xs font-semibold text-ink-muted sm:text-sm">{label}</dt>
      <dd className="mt-0.5 font-display text-subheading font-semibold tabular-nums sm:text-title">{value}</dd>
      {/* Two lines on a phone ('Available today' wraps in a third of its width), loaded or not: the
          card keeps its height when the allowance comes, so nothing under it moves (issue 33). */}
      {note && <dd className="min-h-[2lh] text-xs leading-tight sm:min-h-0 sm:text-sm sm:leading-normal">{note}</dd>}
    </div>
  );
}

function Countdown({ seconds }: { seconds: number }) {
  const { t } = useT('chat');
  const tone = countdownTone(seconds);
  const text = formatCountdown(seconds);
  return (
    <Stat
      label={t('usage.session')}
      className={TONES[tone]}
      value={
        <span role="timer" data-tone={tone} aria-label={t('usage.timer', { time: text })}>
          {text}
        </span>
      }
      note={t('usage.activeNow')}
    />
  );
}

/** A value still loading: a shimmer inside the line, so the card is as tall as when it is loaded. */
const pendingValue = <Skeleton inline className="h-[0.8em] w-10" />;

/**
 * The usage-limits card (spec §2 dashboard, §4 'Text-chat allowance'): today's allowance, the
 * live session countdown, when the allowance comes back, bonus tokens and the promo dialog.
 * Non-admins only; it polls the usage status every second while on screen. Compact on phones
 * (no icon, smaller figures, the promo button an icon beside 'Open chat'), so the week and this week's baby still
 * fit the first screen under it.
 */

export function UsageCard() {
  const user = useUser();
  const { t } = useT('chat');
  const query = useUsageStatus(!user.isAdmin);
  if (user.isAdmin) return null;

  const header = (
    <div className="mb-2 flex items-center gap-3 sm:mb-3">
      <span
        aria-hidden
        className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft sm:flex [&_svg]:size-5"
      >
        <MessageCircleHeart />
      </span>
      <h2 className="mr-auto font-display text-subheading font-semibold text-ink sm:text-heading">
        {t('usage.title')}
      </h2>
      <Link to="/chat" className={buttonClass({ variant: 'quiet', size: 'sm' })}>
        {t('usage.open')}
      </Link>
      {!query.isError && <PromoRedeemDialog />}
    </div>
  );
  if (query.isError) {
    return (
      <Card>
        {header}
        <p className="text-sm text-ink-muted">{t('usage.failed')}</p>
      </Card>
    );
  }

  let stats: ReactNode;
  if (query.isPending) {
    // The loaded card's own frame and labels, so nothing under it moves when the numbers come.
    stats = (
      <>
        <Stat label={t('usage.textChat')} value={pendingValue} note={pendingValue} />
        <Stat label={t('usage.session')} value={pendingValue} note={pendingValue} />
        <Stat label={t('usage.bonus')} value={pendingValue} note={pendingValue} />
      </>
    );
  } else {
    const { textChat, tokens } = query.data;
    const left = textChat.used ? 0 : DAILY_TEXT_SESSIONS;
    // dataUpdatedAt moves with every poll, so the hours count down without a timer of their own.
    const hours = textChat.used ? hoursUntil(textChat.resetTime, query.dataUpdatedAt) : null;
    const allowanceNote = textChat.sessionActive
      ? t('usage.inUse')
      : hours !== null
        ? resetText(hours)
        : textChat.used
          ? t('usage.usedToday')
          : t('usage.availableToday');
    stats = (
      <>
        <Stat
          label={t('usage.textChat')}
          value={
            <>
              <span className="sr-only">{t('usage.allowance')}</span>
              {`${left}/${DAILY_TEXT_SESSIONS}`}
            </>
          }
          note={<span className="text-ink-muted">{allowanceNote}</span>}
        />
        {textChat.sessionActive ? (
          <Countdown seconds={textChat.sessionTimeRemaining} />
        ) : (
          <Stat
            label={t('usage.session')}
            value={<span className="text-ink-muted">--:--</span>}
            note={<span className="text-ink-muted">{t('usage.notActive')}</span>}
          />
        )}
        <Stat
          label={t('usage.bonus')}
          value={tokens.available}
          note={<span className="text-ink-muted">{t('usage.available')}</span>}
        />
      </>
    );
  }

  return (
    <Card className="p-3 sm:p-5" aria-busy={query.isPending || undefined}>
      {header}
      {query.isPending && (
        <p className="sr-only" role="status">
          {t('usage.loading')}
        </p>
      )}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">{stats}</dl>
      <p className="mt-3 hidden text-sm text-ink-muted sm:block">{t('usage.bonusNote')}</p>
    </Card>
  );
}
