import type { ChecklistItem, SourceLink } from '@bloom/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** 'ACOG', 'NHS', 'CDC': the organisation's short name, for a source under a short item. */
export const shortOrganization = ({ organization }: SourceLink) =>
  /^([A-Z]{2,})\b/.exec(organization)?.[1] ??
  /\(([A-Z]{2,})\)/.exec(organization)?.[1] ??
  organization.split(/[,(]/)[0]!.trim();

export type MoveDirection = 'up' | 'down';

type ActionKey = 'item.moveUp' | 'item.moveDown' | 'item.remove';

/**
 * `lang="en"` for a suggestion's English text while another language is on screen (the knowledge
 * base has no Spanish for it; the list's introduction says so above, with `Untranslated`). Her
 * own items are her words: never marked.
 */
export function useSuggestionLang(): (suggested: boolean) => 'en' | undefined {
  const { i18n } = useT('checklists');
  const english = i18n.language === 'en';
  return (suggested) => (suggested && !english ? 'en' : undefined);
}

const MARK = '\u0000';

/**
 * An action's name quoting a suggestion's English while another language is on screen, as
 * screen-reader text with the quote marked lang="en" (an aria-label cannot mark it). `name`
 * makes the whole name from a text (the catalogue's 'Subir «{{text}}»').
 */
export function QuotedName({ name, text }: { name: (text: string) => string; text: string }) {
  const [before, after = ''] = name(MARK).split(MARK);
  return (
    <span className="sr-only">
      {before}
      <span lang="en">{text}</span>
      {after}
    </span>
  );
}

/**
 * One item: a real checkbox with its text as the label, its source when it is a suggestion, and
 * buttons to move it up or down and to remove it (keyboard and screen reader alike: no drag).
 */
export function ChecklistItemRow({
  item,
  first,
  last,
  onTick,
  onMove,
  onRemove,
}: {
  item: ChecklistItem;
  first: boolean;
  last: boolean;
  onTick: (done: boolean) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}) {
  const { t } = useT('checklists');
  const lang = useSuggestionLang();
  const checkboxId = useId();
  const text = { text: item.text };
  // A suggestion's English in the buttons' names is marked as English (QuotedName).
  const quoted = lang(item.suggested) === 'en';
  const label = (key: ActionKey) => (quoted ? undefined : t(key, text));
  const quote = (key: ActionKey) => quoted && <QuotedName name={(words) => t(key, { text: words })} text={item.text} />;
  return (
    <div className="flex items-start gap-2">
      <div className="flex min-w-0 flex-1 items-start gap-3 py-1">
        <input
          id={checkboxId}
          type="checkbox"
          checked={item.done}
          onChange={(e) => onTick(e.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-accent"
          data-item={item.id}
        />
        <div className="min-w-0">
          <label
            htmlFor={checkboxId}
            className={`block break-words ${item.done ? 'text-ink-muted line-through' : 'text-ink'}`}
            lang={lang(item.suggested)}
          >
            {item.text}
          </label>
          {item.source ? (
            <a
              href={item.source.url}
              target="_blank"
              rel="noreferrer"
              className="text-xs text-ink-muted underline underline-offset-2"
              aria-label={t('item.sourceLabel', {
                short: shortOrganization(item.source),
                organization: item.source.organization,
                title: item.source.title,
                reviewed: item.source.reviewed,
              })}
            >
              {t('item.source', { short: shortOrganization(item.source) })}
            </a>
          ) : (
            <p className="text-xs text-ink-muted">{t('item.own')}</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="quiet"
          size="icon"
          aria-label={label('item.moveUp')}
          data-move="up"
          data-item={item.id}
          disabled={first}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden className="size-5" />
          {quote('item.moveUp')}
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={label('item.moveDown')}
          data-move="down"
          data-item={item.id}
          disabled={last}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden className="size-5" />
          {quote('item.moveDown')}
        </Button>
        <Button variant="quiet" size="icon" aria-label={label('item.remove')} onClick={onRemove}>
          <Trash2 aria-hidden className="size-5" />
          {quote('item.remove')}
        </Button>
      </div>
    </div>
  );
}
