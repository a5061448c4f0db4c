import {
  DUE_DATE_METHOD_VALUES,
  dueDateRefusalMessage,
  DUE_DATE_SOURCE,
  dueDateFormSchema,
  dueDateFormToRequest,
  type DueDateForm,
} from '@bloom/contract';
import { estimateDueDate, toIsoDate, type DueDateEstimate } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { addEnglish } from '@/lib/i18n/add-english.ts';
import { dueDate } from '@/lib/i18n/en/due-date.ts';
import { currentLanguage, formatIsoDate, useT } from '@/lib/i18n/index.ts';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';
import { Field, inputClass } from './ui/field.tsx';

export interface DueDateCalculatorProps {
  /** The disclosure's label: "Calculate my due date" at sign-up, "Calculate" in Profile. */
  summary: string;
  /** Her IANA time zone: its calendar date is "today". */
  timeZone: string;
  /**
   * Takes a result (fills the caller's field). Answers a message instead when the caller cannot
   * hold this date (the profile's weeks 1-42); it is shown on the date field.
   */
  onResult: (estimate: DueDateEstimate) => string | null;
}

const defaults: DueDateForm = { method: 'lmp', date: '', cycleLength: '' };

// Shown at sign-up too, without the frame that brings the rest of the English.
addEnglish('dueDate', dueDate);

/** A value placed inside a sentence from the catalogue: the text before it and after it. */
const SLOT = '\u0000';

/**
 * The due-date calculator (issue 34): from her last period (with her cycle length), conception,
 * an IVF transfer or her provider's date, by `estimateDueDate` of @bloom/pregnancy, the function
 * `POST /api/pregnancy/due-date` answers with, so the two cannot disagree. It runs here for an
 * instant answer, also before she has an account. It lives inside other forms (sign-up, Profile),
 * so it is no <form> itself: its button and the Enter key calculate without submitting them.
 */
export function DueDateCalculator({ summary, ...props }: DueDateCalculatorProps) {
  // Its fields exist only while it is open: closed, it adds nothing to the page's form or live regions.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="rounded-card border border-line bg-surface-soft p-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 w-full items-center gap-2 rounded-control text-left font-semibold text-brand-800 dark:text-brand-200"
      >
        <ChevronDown
          aria-hidden
          className={cn('size-5 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
        {summary}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <CalculatorBody {...props} />}
      </div>
    </div>
  );
}

function CalculatorBody({ timeZone, onResult }: Omit<DueDateCalculatorProps, 'summary'>) {
  const form = useForm<DueDateForm>({ resolver: zodResolver(dueDateFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });
  const [result, setResult] = useState<DueDateEstimate | null>(null);
  const { t } = useT('dueDate');
  const [noteBefore, noteAfter] = t('note', { link: SLOT, reviewed: DUE_DATE_SOURCE.reviewed }).split(SLOT);
  const today = toIsoDate(new Date(), timeZone);

  const calculate = form.handleSubmit((values) => {
    setResult(null);
    const answer = estimateDueDate(dueDateFormToRequest(values), new Date(), timeZone);
    if (!answer.ok) {
      const field = answer.refusal === 'cycle-length' ? 'cycleLength' : 'date';
      form.setError(field, { message: dueDateRefusalMessage(answer.refusal) }, { shouldFocus: true });
      return;
    }
    const estimate = { dueDate: answer.dueDate, weeks: answer.weeks, days: answer.days };
    const problem = onResult(estimate);
    if (problem) {
      form.setError('date', { message: problem }, { shouldFocus: true });
      return;
    }
    setResult(estimate);
  });

  // Enter in one of its inputs calculates instead of submitting the form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void calculate();
    }
  };

  return (
    <div className="mt-3 space-y-4" onKeyDown={onKeyDown}>
      <Field label={t('method')} error={errors.method?.message}>
        {(ids) => (
          <select {...ids} className={inputClass} {...form.register('method')}>
            {DUE_DATE_METHOD_VALUES.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}.choice`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(`methods.${method}.date`)} error={errors.date?.message}>
        {(ids) => (
          <input
            {...ids}
            type="date"
            className={inputClass}
            {...(method === 'known' ? {} : { max: today })}
            {...form.register('date')}
          />
        )}
      </Field>
      {method === 'lmp' && (
        <Field label={t('cycleLength')} hint={t('cycleLengthHint')} error={errors.cycleLength?.message}>
          {(ids) => (
            <input
              {...ids}
              type="number"
              inputMode="numeric"
              min={20}
              max={45}
              className={inputClass}
              {...form.register('cycleLength')}
            />
          )}
        </Field>
      )}
      <Button type="button" variant="secondary" onClick={() => void calculate()}>
        {t('calculate')}
      </Button>
      <output aria-live="polite" className="block">
        {result && (
          <span className="block font-semibold text-ink">
            {t('result', {
              date: formatIsoDate(result.dueDate, { dateStyle: 'full' }),
              weeks: t('weeks', { count: result.weeks }),
              days: t('days', { count: result.days }),
            })}
          </span>
        )}
      </output>
      <p className="text-xs text-ink-muted">
        {noteBefore}
        <a
          href={DUE_DATE_SOURCE.url}
          target="_blank"
          rel="noreferrer"
          className="text-brand-800 underline dark:text-brand-200"
          // The source's name and page title are its own English (as in source-line.tsx).
          lang={currentLanguage() === 'en' ? undefined : 'en'}
        >
          {DUE_DATE_SOURCE.organization}, {DUE_DATE_SOURCE.title}
        </a>
        {noteAfter}
      </p>
    </div>
  );
}
