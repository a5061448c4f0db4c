import { ChatActionLabels, type ChatAction } from '@bloom/contract';
import { MessageSquareText, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { MarkdownMessage } from './markdown-message.tsx';

// '📞' or '☎' (with or without the emoji variation selector) opens a call card (spec §2 'Chat').
const CALL_EMOJI = /^\s*(?:📞|☎\uFE0F?)\s*/u;

/** A message starting with a telephone emoji is an urgent "call now" card. */
export function isCallMessage(text: string): boolean {
  return CALL_EMOJI.test(text);
}

export interface CallCardProps {
  text: string;
  /** Date and time, already formatted (en-US, 12-hour). */
  when: ReactNode;
  idPrefix: string;
  after?: ReactNode;
  /** The card's buttons from the server: 988, 911, her provider. */
  actions?: ChatAction[] | undefined;
}

/** Only phone and text links with a number are buttons; anything else the server never sends is dropped. */
const SAFE_HREF = /^(?:tel|sms):\+?\d{3,15}$/;

function ActionLink({ action }: { action: ChatAction }) {
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
      {action.label}
    </a>
  );
}

/** Real buttons under the card: 988 to call or text (with its caption), then 911, then her provider. */
function CardActions({ actions }: { actions: ChatAction[] }) {
  const captionId = useId();
  const safe = actions.filter((a) => SAFE_HREF.test(a.href));
  const crisis = safe.filter((a) => a.kind === 'call-988' || a.kind === 'text-988');
  const others = safe.filter((a) => !crisis.includes(a));
  if (safe.length === 0) return null;
  return (
    <div className="mt-4 space-y-3" data-testid="call-card-actions">
      {crisis.length > 0 && (
        <div role="group" aria-labelledby={captionId} className="space-y-2">
          <p id={captionId} className="text-sm font-semibold">
            {ChatActionLabels.crisisLine}
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

/**
 * The highlighted call card: the first line is its heading, every other line a line of its own
 * (markdown, so bold and links still work), then its buttons. Phone numbers in the text stay
 * text (tel: is not an allowed markdown link); the buttons are the server's structured actions.
 */
export function CallCard({ text, when, idPrefix, after, actions }: CallCardProps) {
  const headingId = useId();
  const [first = '', ...rest] = text.replace(CALL_EMOJI, '').split('\n');
  const lines = rest.map((line) => line.trim()).filter(Boolean);
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
        {/* The emoji itself is left out: the phone icon says it, and not every device has the glyph. */}
        <h2 id={headingId} className="min-w-0 font-sans text-subheading font-bold tracking-normal">
          {first.trim()}
        </h2>
      </div>
      <div className="mt-3 space-y-1.5">
        {lines.map((line, i) => (
          <MarkdownMessage
            key={i}
            text={line}
            idPrefix={`${idPrefix}-${i}`}
            className="[&_a]:text-red-900 dark:[&_a]:text-red-100"
            {...(i === lines.length - 1 && after ? { after } : {})}
          />
        ))}
        {lines.length === 0 && after}
      </div>
      {actions && actions.length > 0 && <CardActions actions={actions} />}
      <p className="mt-3 text-xs font-medium text-red-900 dark:text-red-100">{when}</p>
    </section>
  );
}
