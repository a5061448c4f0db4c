import { medicationFormSchema, MEDICATION_NAME_MAX_LENGTH, type MedicationForm } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pill, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useMedication } from '../api/check-medication.ts';
import { HealthDisclaimer } from './health-disclaimer.tsx';
import { MedicationResultCard } from './medication-result.tsx';
import { MEDICATION_SHORTCUTS } from './medication-shortcuts.ts';

function failureText(error: Error): string {
  return (error instanceof ApiError && error.serverMessage) || error.message;
}

/** The Medication Safety tab: a name search (brands and misspellings understood) and seven shortcuts. */
export function MedicationTab() {
  const { t } = useT('health');
  const [name, setName] = useState<string | null>(null);
  const result = useMedication(name);
  const shortcutsId = useId();
  const form = useForm<MedicationForm>({ resolver: zodResolver(medicationFormSchema), defaultValues: { name: '' } });
  const ask = (value: string) => {
    if (value === name) void result.refetch();
    else setName(value);
  };
  const onSubmit = form.handleSubmit((values) => ask(values.name));
  const choose = (shortcut: string) => {
    form.setValue('name', shortcut);
    form.clearErrors();
    ask(shortcut);
  };

  return (
    <Card className="space-y-5">
      <CardHeader icon={<Pill />} title={t('medication.title')} description={t('medication.description')} />
      <form
        onSubmit={onSubmit}
        noValidate
        role="search"
        aria-label={t('medication.form')}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <Field label={t('medication.name')} error={form.formState.errors.name?.message}>
            {(ids) => (
              <input
                {...ids}
                type="search"
                maxLength={MEDICATION_NAME_MAX_LENGTH}
                placeholder={t('medication.placeholder')}
                autoComplete="off"
                className={inputClass}
                {...form.register('name')}
              />
            )}
          </Field>
        </div>
        <Button type="submit" className="w-full sm:mt-6.5 sm:w-auto" disabled={result.isFetching}>
          <Search className="size-4" aria-hidden />
          {t('medication.check')}
        </Button>
      </form>

      <section aria-labelledby={shortcutsId} className="space-y-2">
        <h3 id={shortcutsId} className="text-sm font-semibold text-gray-800 dark:text-gray-100">
          {t('medication.common')}
        </h3>
        {MEDICATION_SHORTCUTS.map(({ group, names }) => (
          <div
            key={group}
            role="group"
            aria-label={t(`medication.group.${group}`)}
            className="flex flex-wrap items-center gap-2"
          >
            <span className="w-full text-xs text-ink-muted sm:w-44">{t(`medication.group.${group}`)}</span>
            {names.map((shortcut) => (
              <Button
                key={shortcut.name}
                variant="secondary"
                size="sm"
                className="aria-pressed:border-brand-500 aria-pressed:bg-brand-100 dark:aria-pressed:border-brand-300 dark:aria-pressed:bg-gray-800"
                aria-pressed={name === shortcut.name}
                onClick={() => choose(shortcut.name)}
              >
                {'label' in shortcut ? t(`medication.shortcut.${shortcut.label}`) : shortcut.name}
              </Button>
            ))}
          </div>
        ))}
      </section>

      {name === null ? (
        <EmptyState illustration="search" title={t('medication.askTitle')} description={t('medication.askHint')} />
      ) : result.isFetching ? (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {t('medication.checking')}
        </p>
      ) : result.isError ? (
        <Alert tone="error">
          <p>{failureText(result.error)}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void result.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : result.data ? (
        <MedicationResultCard result={result.data} />
      ) : null}

      <HealthDisclaimer variant="medication" />
    </Card>
  );
}
