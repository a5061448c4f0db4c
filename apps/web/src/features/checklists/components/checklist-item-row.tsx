import type { ChecklistItem, SourceLink } from '@bloom/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** 'ACOG', 'NHS', 'CDC': the organisation's short name, for a source under a short item. */
export const shortOrganization = ({ organization }: SourceLink) =>
  /^([A-Z]{2,})\b/.exec(organization)?.[1] ??
  /\(([A-Z]{2,})\)/.exec(organization)?.[1] ??
  organization.split(/[,(]/)[0]!.trim();

export type MoveDirection = 'up' | 'down';

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
  const checkboxId = useId();
  const quoted = `“${item.text}”`;
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
          >
            {item.text}
          </label>
          {item.source ? (
            <a
              href={item.source.url}
              target="_blank"
              rel="noreferrer"
              className="text-xs text-ink-muted underline underline-offset-2"
              aria-label={`Source: ${shortOrganization(item.source)}, ${item.source.organization}, ${item.source.title} (reviewed ${item.source.reviewed})`}
            >
              Source: {shortOrganization(item.source)}
            </a>
          ) : (
            <p className="text-xs text-ink-muted">Your own item</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="quiet"
          size="icon"
          aria-label={`Move ${quoted} up`}
          data-move="up"
          data-item={item.id}
          disabled={first}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden className="size-5" />
        </Button>
        <Button
          variant="quiet"
          size="icon"
          aria-label={`Move ${quoted} down`}
          data-move="down"
          data-item={item.id}
          disabled={last}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden className="size-5" />
        </Button>
        <Button variant="quiet" size="icon" aria-label={`Remove ${quoted}`} onClick={onRemove}>
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </div>
    </div>
  );
}
