import type { ChatAction } from '@bloom/contract';
import { MessageSquareText, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';
import { buttonClass } from './ui/button.tsx';

/*
 * The urgent "call now" card: a red card with a phone icon, a heading, its text, and real call
 * buttons (tel: and sms: links with big tap targets). The chat's call card and the kick counter's
 * urgent-sign guidance both draw it, so the two look and behave the same.
 */

/** Only phone and text links with a number are buttons; anything else is dropped. */
const SAFE_HREF = /^(?:tel|sms):\+?\d{3,15}$/;

function ActionLink({ action }: { action: ChatAction }) {
  const { t } = useT('shell');
  const primary = action.kind === 'call-911' || action.kind === 'call-988';
  const Icon = action.kind === 'text-988' ? MessageSquareText : Phone;
  return (
    <a
      href={action.href}
      data-action={action.kind}
      className={buttonClass({
        variant: primary ? 'danger' : 'secondary',
        size: 'lg',
        className: 'min-h-12 w-full no-underline sm:w-auto',
      })}
    >
      <Icon aria-hidden className="size-5" />
      {/* The button's words in the language on screen (the contract's ChatActionLabels are English). */}
      {t(`urgent.${action.kind}`)}
    </a>
  );
}

/** Real buttons under the card: 988 to call or text (with its caption), then 911, then her provider. */
function CardActions({ actions }: { actions: readonly ChatAction[] }) {
  const captionId = useId();
  const { t } = useT('shell');
  const safe = actions.filter((a) => SAFE_HREF.test(a.href));
  const crisis = safe.filter((a) => a.kind === 'call-988' || a.kind === 'text-988');
  const others = safe.filter((a) => !crisis.includes(a));
  if (safe.length === 0) return null;
  return (
    <div className="mt-4 space-y-3" data-testid="call-card-actions">
      {crisis.length > 0 && (
        <div role="group" aria-labelledby={captionId} className="space-y-2">
          <p id={captionId} className="text-sm font-semibold">
            {t('urgent.crisisLine')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {crisis.map((action) => (
              <ActionLink key={action.kind} action={action} />
            ))}
          </div>
        </div>
      )}
      {others.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {others.map((action) => (
            <ActionLink key={action.kind} action={action} />
          ))}
        </div>
      )}
    </div>
  );
}

export interface UrgentCardProps {
  heading: ReactNode;
  /** The card's text, under the heading. */
  children?: ReactNode;
  /** The call buttons. */
  actions?: readonly ChatAction[] | undefined;
  /** A last small line (the chat's time of the message). */
  footer?: ReactNode;
  /** The heading's level: h2 by default. */
  headingLevel?: 'h2' | 'h3';
}

export function UrgentCard({ heading, children, actions, footer, headingLevel: Heading = 'h2' }: UrgentCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-kind="call-card"
      className="w-full rounded-card border-2 border-red-300 bg-red-50 p-4 text-red-950 shadow-card dark:border-red-700 dark:bg-red-950 dark:text-red-50"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-700 text-white dark:bg-red-300 dark:text-red-950"
        >
          <Phone className="size-5" />
        </span>
        <Heading id={headingId} className="min-w-0 font-sans text-subheading font-bold tracking-normal">
          {heading}
        </Heading>
      </div>
      <div className="mt-3 space-y-1.5">{children}</div>
      {actions && actions.length > 0 && <CardActions actions={actions} />}
      {footer && <p className="mt-3 text-xs font-medium text-red-900 dark:text-red-100">{footer}</p>}
    </section>
  );
}
