import {
  CHECKLIST_ITEM_ADDED_MESSAGE,
  CHECKLIST_ITEM_REMOVED_MESSAGE,
  CHECKLIST_ITEM_RESTORED_MESSAGE,
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_MOVED_MESSAGE,
  CHECKLIST_SAVE_FAILED_MESSAGE,
  newChecklistItemSchema,
  type Checklist,
  type NewChecklistItem,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { SourceLine } from '@/components/source-line.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useAddChecklistItem } from '../api/add-checklist-item.ts';
import { useChangeChecklistItem } from '../api/change-checklist-item.ts';
import { useRemoveChecklistItem } from '../api/remove-checklist-item.ts';
import { ChecklistItemRow, QuotedName, useSuggestionLang, type MoveDirection } from './checklist-item-row.tsx';

const failed = () => toast({ title: CHECKLIST_SAVE_FAILED_MESSAGE, tone: 'error' });

/** Where focus goes once her lists come back: a moved item's button, or the item in a removed one's place. */
type FocusTarget = { id: string; move: MoveDirection } | { id: string; move: null } | { add: true };

/**
 * One list: its introduction and source, her progress, her items in her order (tick, move up or
 * down, remove), a form for an item of her own, and the suggestions she removed (put back).
 * Focus stays on what she was using after each change; moves and removals are announced.
 */
export function ChecklistPanel({ list, announce }: { list: Checklist; announce: (message: string) => void }) {
  const { t } = useT('checklists');
  // The live region's lines are the contract's messages, in the language on screen.
  const message = useContractMessage();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const change = useChangeChecklistItem();
  const remove = useRemoveChecklistItem();
  const busy = change.isPending || remove.isPending;
  const done = list.items.filter((i) => i.done).length;

  // After her lists change, put focus back where she was (a moved item's button is re-created).
  useEffect(() => {
    const target = focusNext.current;
    if (!target || !panel.current) return;
    focusNext.current = null;
    const find = (selector: string) => panel.current!.querySelector<HTMLElement>(selector);
    if ('add' in target) find('input[type="text"]')?.focus();
    else if (target.move) {
      const other = target.move === 'up' ? 'down' : 'up';
      const same = find(`button[data-move="${target.move}"][data-item="${target.id}"]`);
      (same && !same.hasAttribute('disabled')
        ? same
        : find(`button[data-move="${other}"][data-item="${target.id}"]`)
      )?.focus();
    } else find(`input[data-item="${target.id}"]`)?.focus();
  }, [list]);

  const move = (index: number, direction: MoveDirection) => {
    if (busy) return;
    const item = list.items[index]!;
    const position = direction === 'up' ? index - 1 : index + 1;
    change.mutate(
      { id: item.id, patch: { position } },
      {
        onSuccess: () => {
          focusNext.current = { id: item.id, move: direction };
          announce(message(CHECKLIST_MOVED_MESSAGE(item.text, position + 1, list.items.length)));
        },
        onError: failed,
      },
    );
  };

  const removeAt = (index: number) => {
    if (busy) return;
    const item = list.items[index]!;
    const neighbour = list.items[index + 1] ?? list.items[index - 1];
    remove.mutate(item.id, {
      onSuccess: () => {
        focusNext.current = neighbour ? { id: neighbour.id, move: null } : { add: true };
        announce(`${message(CHECKLIST_ITEM_REMOVED_MESSAGE)}: ${item.text}`);
      },
      onError: failed,
    });
  };

  return (
    <section ref={panel} aria-labelledby={headingId}>
      <Card className="space-y-4">
        <div className="space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {t(`lists.${list.id}`)}
          </h2>
          {/* The knowledge base's English (no Spanish yet): says so once, above the list it introduces. */}
          <Untranslated>
            <p className="text-sm text-ink-muted">{list.intro.text}</p>
            <SourceLine source={list.intro.source} className="mt-1 text-ink-muted" />
          </Untranslated>
        </div>
        <div className="text-sm font-semibold">{t('progress', { done, count: list.items.length })}</div>
        {list.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('empty')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-line">
            {list.items.map((item, index) => (
              <li key={item.id} className="py-2">
                <ChecklistItemRow
                  item={item}
                  first={index === 0}
                  last={index === list.items.length - 1}
                  onTick={(checked) => change.mutate({ id: item.id, patch: { done: checked } }, { onError: failed })}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => removeAt(index)}
                />
              </li>
            ))}
          </ul>
        )}
        <AddItemForm
          list={list}
          onAdded={(text) => {
            focusNext.current = { add: true };
            announce(`${message(CHECKLIST_ITEM_ADDED_MESSAGE)}: ${text}`);
          }}
        />
        {list.removed.length > 0 && <RemovedSuggestions list={list} announce={announce} />}
      </Card>
    </section>
  );
}

function AddItemForm({ list, onAdded }: { list: Checklist; onAdded: (text: string) => void }) {
  const { t } = useT('checklists');
  const add = useAddChecklistItem();
  const form = useForm<NewChecklistItem>({
    resolver: zodResolver(newChecklistItemSchema),
    defaultValues: { text: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(
      { list: list.id, item: values },
      {
        onSuccess: () => {
          form.reset({ text: '' });
          onAdded(values.text.trim());
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined;
          if (message) form.setError('text', { message });
          else failed();
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field label={t(`addTo.${list.id}`)} error={form.formState.errors.text?.message}>
          {(ids) => (
            <input
              {...ids}
              type="text"
              maxLength={CHECKLIST_ITEM_TEXT_MAX}
              className={inputClass}
              {...form.register('text')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={add.isPending} className={form.formState.errors.text ? 'mb-7' : ''}>
        {t('add')}
      </Button>
    </form>
  );
}

function RemovedSuggestions({ list, announce }: { list: Checklist; announce: (message: string) => void }) {
  const { t } = useT('checklists');
  const message = useContractMessage();
  const lang = useSuggestionLang();
  const change = useChangeChecklistItem();
  return (
    <details className="rounded-xl bg-surface-soft p-3">
      <summary className="cursor-pointer text-sm font-semibold">{t('removed', { count: list.removed.length })}</summary>
      <ul className="mt-2 space-y-2">
        {list.removed.map((item) => (
          <li key={item.id} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 text-sm break-words" lang={lang(true)}>
              {item.text}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={lang(true) ? undefined : t('putBackNamed', { text: item.text })}
              onClick={() =>
                change.mutate(
                  { id: item.id, patch: { restore: true } },
                  {
                    onSuccess: () => announce(`${message(CHECKLIST_ITEM_RESTORED_MESSAGE)}: ${item.text}`),
                    onError: failed,
                  },
                )
              }
            >
              {lang(true) ? (
                // The name quotes the suggestion's English, marked as English (QuotedName).
                <>
                  <span aria-hidden>{t('putBack')}</span>
                  <QuotedName name={(words) => t('putBackNamed', { text: words })} text={item.text} />
                </>
              ) : (
                t('putBack')
              )}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
