import { foodSearchFormSchema, FOOD_TERM_MAX_LENGTH, type FoodSearchForm } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useFoodSearch } from '../api/search-food.ts';
import { FoodSafetyExtras } from './food-safety-extras.tsx';
import { FoodSearchResults } from './food-search-results.tsx';
import { useT } from '@/lib/i18n/index.ts';

function failureText(error: Error): string {
  return (error instanceof ApiError && error.serverMessage) || error.message;
}

/** The 'Food Search' tab: the search runs only on submit with a non-empty trimmed term. */
export function FoodSearchTab() {
  const [term, setTerm] = useState<string | null>(null);
  const search = useFoodSearch(term);
  const { t } = useT('food');
  const form = useForm<FoodSearchForm>({ resolver: zodResolver(foodSearchFormSchema), defaultValues: { term: '' } });
  // Searching the same term again asks again: the check becomes the newest in Recent Checks.
  const onSubmit = form.handleSubmit((values) => {
    if (values.term === term) void search.refetch();
    else setTerm(values.term);
  });

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start" role="search">
        <div className="flex-1">
          <Field label={t('term')} error={form.formState.errors.term?.message}>
            {(ids) => (
              <input
                {...ids}
                type="search"
                maxLength={FOOD_TERM_MAX_LENGTH}
                placeholder={t('placeholder')}
                className={inputClass}
                {...form.register('term')}
              />
            )}
          </Field>
        </div>
        <Button type="submit" className="w-full sm:mt-6 sm:w-auto" disabled={search.isFetching}>
          <Search className="size-4" aria-hidden />
          {t('search')}
        </Button>
      </form>

      {search.isFetching ? (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {t('checking')}
        </p>
      ) : search.isError ? (
        <Alert tone="error">{failureText(search.error)}</Alert>
      ) : search.data && term !== null ? (
        <FoodSearchResults term={term} result={search.data} />
      ) : null}

      <FoodSafetyExtras />
    </div>
  );
}
