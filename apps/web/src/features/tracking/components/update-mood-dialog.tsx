import {
  OFFLINE_QUEUED_MESSAGE,
  moodFormSchema,
  MOOD_UPDATED_MESSAGE,
  MOOD_UPDATED_TITLE,
  MOOD_UPDATE_FAILED_MESSAGE,
  MOOD_UPDATE_FAILED_TITLE,
  type MoodFormInput,
  type MoodFormOutput,
} from '@bloom/contract';
import { DEFAULT_ENERGY, ENERGY_LEVELS, MAX_RATING } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { moodName } from '../lib/labels.ts';
import { useUpdateMood } from '../api/update-mood.ts';
import { MoodIcon } from './mood-icons.tsx';

const defaults: MoodFormInput = { mood: '', energy: DEFAULT_ENERGY, tags: '', notes: '' };

// The real radio input covers its pill (invisible), so a tap, a click and the arrow keys all
// work natively and assistive technology sees an ordinary radio group.
const choiceInput = 'peer absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0';
const choicePill =
  'flex min-h-11 items-center justify-center rounded-full border border-brand-500 bg-surface px-4 text-sm font-medium text-gray-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:peer-checked:border-brand-300 dark:peer-checked:bg-brand-300 dark:peer-checked:text-brand-950';

function GroupError({ id, message }: { id: string; message: string | undefined }) {
  const translate = useContractMessage();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
      {translate(message)}
    </p>
  );
}

/** 'Update Mood' button and the 'Update Your Mood' dialog it opens, offering `moods` (spec §3-§5, §8). */
export function UpdateMoodDialog({ moods }: { moods: readonly string[] }) {
  const { t } = useT('tracking');
  const [open, setOpen] = useState(false);
  const ids = useId();
  const mutation = useUpdateMood();
  const form = useForm<MoodFormInput, unknown, MoodFormOutput>({
    resolver: zodResolver(moodFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ queued }) => {
        setOpen(false);
        form.reset(defaults);
        // Offline, it waits on this device and shows in the list as waiting to be sent (issue 35).
        if (queued) toast({ title: OFFLINE_QUEUED_MESSAGE });
        else toast({ title: MOOD_UPDATED_TITLE, description: MOOD_UPDATED_MESSAGE });
      },
      // What the person chose stays in the form so they can simply try again.
      onError: () => toast({ title: MOOD_UPDATE_FAILED_TITLE, description: MOOD_UPDATE_FAILED_MESSAGE, tone: 'error' }),
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('moodDialog.title')}
      description={t('moodDialog.description')}
      trigger={
        <Button size="sm" variant="secondary">
          {t('moodDialog.open')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset aria-describedby={errors.mood ? `${ids}-mood-error` : undefined}>
          <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('moodDialog.mood')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {moods.map((mood) => (
              <label key={mood} className="relative rounded-full">
                <input type="radio" value={mood} className={choiceInput} {...form.register('mood')} />
                <span className={cn(choicePill, 'gap-2')}>
                  <MoodIcon mood={mood} className="size-5 shrink-0" />
                  {moodName(t, mood)}
                </span>
              </label>
            ))}
          </div>
          <GroupError id={`${ids}-mood-error`} message={errors.mood?.message} />
        </fieldset>

        <Controller
          control={form.control}
          name="energy"
          render={({ field }) => (
            <fieldset aria-describedby={errors.energy ? `${ids}-energy-error` : undefined}>
              <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('moodDialog.energy')}</legend>
              <div className="mt-2 grid grid-cols-5 gap-1.5">
                {ENERGY_LEVELS.map((level) => (
                  <label key={level.value} className="relative rounded-xl">
                    <input
                      type="radio"
                      name={field.name}
                      value={level.value}
                      checked={field.value === level.value}
                      onChange={() => field.onChange(level.value)}
                      onBlur={field.onBlur}
                      aria-label={t('energy.level', {
                        label: t(`energy.${level.label}`),
                        value: level.value,
                        max: MAX_RATING,
                      })}
                      className={choiceInput}
                    />
                    <span className={cn(choicePill, 'min-h-14 flex-col rounded-xl px-1 leading-tight')}>
                      <span className="text-base font-semibold">{level.value}</span>
                      <span className="text-center text-[0.7rem]">{t(`energy.${level.label}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              <GroupError id={`${ids}-energy-error`} message={errors.energy?.message} />
            </fieldset>
          )}
        />

        <Field label={t('moodDialog.tags')} hint={t('moodDialog.tagsHint')} error={errors.tags?.message}>
          {(fieldIds) => (
            <input {...fieldIds} type="text" autoComplete="off" className={inputClass} {...form.register('tags')} />
          )}
        </Field>
        <Field label={t('moodDialog.notes')} error={errors.notes?.message}>
          {(fieldIds) => <textarea {...fieldIds} rows={3} className={inputClass} {...form.register('notes')} />}
        </Field>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? t('moodDialog.submitting') : t('moodDialog.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
