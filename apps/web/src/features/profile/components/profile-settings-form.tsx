import {
  DUE_DATE_OUT_OF_PROFILE_RANGE_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATE_FAILED_TITLE,
  PROFILE_UPDATED_MESSAGE,
  PROFILE_UPDATED_TITLE,
  profileFormSchema,
  toProfileForm,
  toProfileUpdate,
  type ProfileForm,
  type UserProfile,
} from '@bloom/contract';
import {
  MAX_WEEK_INPUT,
  MIN_WEEK_INPUT,
  dueDateIso,
  dueDateRange,
  knownTimeZone,
  type DueDateEstimate,
} from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { DueDateCalculator } from '@/components/due-date-calculator.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatIsoDate, useT } from '@/lib/i18n/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** 'March 3, 2026' / '3 de marzo de 2026': the day itself, whatever the browser's zone. */
const formatDueDate = (iso: string) => formatIsoDate(iso, { dateStyle: 'long' });

/** Every IANA zone the browser knows, with hers first if the list lacks it (e.g. 'UTC'). */
function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The due date the form would leave her with: the stored one while the weeks are the weeks the
 * profile shows (the server keeps it then), otherwise today + (40 − weeks) weeks in her zone.
 */
function shownDueDate(profile: UserProfile, weeksText: string, timeZone: string): string | null {
  const weeks = Number(weeksText.trim());
  if (weeksText.trim() === '' || !Number.isInteger(weeks) || weeks < 1 || weeks > 42) return null;
  if (profile.isPregnant && weeks === profile.pregnancyWeeks && profile.dueDate) return profile.dueDate;
  return dueDateIso(weeks, new Date(), timeZone);
}

function YesNo({ register }: { register: UseFormRegister<ProfileForm> }) {
  const { t } = useT('profile');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('settings.pregnant')}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {[
          { value: 'yes', label: t('settings.yes') },
          { value: 'no', label: t('settings.no') },
        ].map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value={o.value} className="size-4 accent-brand-700" {...register('isPregnant')} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Profile Settings (spec §2 'Profile update form', §5 profile rules): name, pregnancy and weeks
 * (the due date shown and recomputed as the weeks change), baby gender, time zone and home ZIP,
 * and (beyond the spec) her provider's phone for the urgent card's "Call my provider".
 */
export function ProfileSettingsForm({ profile }: { profile: UserProfile }) {
  const { t } = useT('profile');
  const mutation = useUpdateProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileForm(profile),
  });
  const { errors } = form.formState;
  const [isPregnant, weeks, timeZone] = useWatch({
    control: form.control,
    name: ['isPregnant', 'pregnancyWeeks', 'timeZone'],
  });
  const pregnant = isPregnant === 'yes';
  // A calculated due date is kept exactly (not rounded to whole weeks) while the weeks field
  // still shows the weeks it gave; typing other weeks goes back to weeks.
  const [calculated, setCalculated] = useState<{ dueDate: string; weeks: string } | null>(null);
  const useCalculated = calculated !== null && weeks.trim() === calculated.weeks;
  const dueDate = !pregnant
    ? null
    : useCalculated
      ? calculated.dueDate
      : shownDueDate(profile, weeks, timeZone || profile.timeZone);
  const zone = knownTimeZone(timeZone || profile.timeZone);
  const takeCalculated = (estimate: DueDateEstimate) => {
    const range = dueDateRange(new Date(), zone);
    if (range === null || estimate.dueDate < range.earliest || estimate.dueDate > range.latest) {
      return DUE_DATE_OUT_OF_PROFILE_RANGE_MESSAGE;
    }
    const shown = String(Math.min(MAX_WEEK_INPUT, Math.max(MIN_WEEK_INPUT, estimate.weeks)));
    setCalculated({ dueDate: estimate.dueDate, weeks: shown });
    form.setValue('pregnancyWeeks', shown, { shouldValidate: true, shouldDirty: true });
    return null;
  };
  const zones = useMemo(() => timeZoneOptions(profile.timeZone), [profile.timeZone]);

  const onSubmit = form.handleSubmit((values) => {
    const update = toProfileUpdate(values, profile);
    if (update.isPregnant && calculated !== null && values.pregnancyWeeks.trim() === calculated.weeks) {
      // The PATCH sets a due date sent without weeks (weeks sent would win over it).
      delete update.pregnancyWeeks;
      update.dueDate = calculated.dueDate;
    }
    mutation.mutate(update, {
      onSuccess: (saved) => {
        setCalculated(null);
        form.reset(toProfileForm(saved));
        toast({ title: PROFILE_UPDATED_TITLE, description: PROFILE_UPDATED_MESSAGE });
      },
      onError: (error) => {
        // The server's own field messages (a ZIP it refuses, say) go next to the fields too.
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          if (name in values) form.setError(name as keyof ProfileForm, { message });
        }
        toast({ title: PROFILE_UPDATE_FAILED_TITLE, description: PROFILE_UPDATE_FAILED_MESSAGE, tone: 'error' });
      },
    });
  });

  const text = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(ids) => (
        <input {...ids} type="text" autoComplete={autoComplete} className={inputClass} {...form.register(name)} />
      )}
    </Field>
  );

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('settings.title')}</h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', t('settings.firstName'), 'given-name')}
          {text('lastName', t('settings.lastName'), 'family-name')}
        </div>
        <YesNo register={form.register} />
        {pregnant && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('settings.weeks')} error={errors.pregnancyWeeks?.message} hint={t('settings.weeksHint')}>
              {(ids) => (
                <input
                  {...ids}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={42}
                  className={inputClass}
                  {...form.register('pregnancyWeeks')}
                />
              )}
            </Field>
            <div className="space-y-1">
              <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('settings.dueDate')}</p>
              <output aria-live="polite" className="block py-2 text-gray-900 dark:text-gray-100">
                {dueDate ? formatDueDate(dueDate) : t('settings.dueDateEmpty')}
              </output>
            </div>
          </div>
        )}
        {pregnant && <DueDateCalculator summary={t('settings.calculate')} timeZone={zone} onResult={takeCalculated} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('settings.babyGender')} error={errors.babyGender?.message}>
            {(ids) => (
              <select {...ids} className={inputClass} {...form.register('babyGender')}>
                <option value="">{t('settings.notChosen')}</option>
                <option value="girl">{t('settings.girl')}</option>
                <option value="boy">{t('settings.boy')}</option>
              </select>
            )}
          </Field>
          <Field label={t('settings.zip')} error={errors.homeZip?.message} hint={t('settings.zipHint')}>
            {(ids) => (
              <input
                {...ids}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                className={inputClass}
                {...form.register('homeZip')}
              />
            )}
          </Field>
        </div>
        <Field label={t('settings.timeZone')} error={errors.timeZone?.message} hint={t('settings.timeZoneHint')}>
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('settings.providerPhone')}
          error={errors.providerPhone?.message}
          hint={t('settings.providerPhoneHint')}
        >
          {(ids) => (
            <input
              {...ids}
              type="tel"
              inputMode="tel"
              // Her provider's number, not hers: the browser must not fill in her own.
              autoComplete="off"
              maxLength={30}
              className={inputClass}
              {...form.register('providerPhone')}
            />
          )}
        </Field>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}
