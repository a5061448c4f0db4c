import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useT, type Language } from '../lib/i18n/index.ts';
import { cn } from './ui/cn.ts';
import { inputClass } from './ui/field.tsx';

/**
 * English or Español: shown at once and remembered on this device; `onChosen` does more (the
 * profile saves it to her account). Each name is in its own language, marked with `lang`.
 */
export function LanguageChooser({
  onChosen,
  className,
}: {
  onChosen?: (language: Language) => void;
  className?: string;
}) {
  const id = useId();
  const { t, i18n } = useT('common');
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800 dark:text-gray-100">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.language}
        className={cn(inputClass, 'w-auto min-w-36')}
        onChange={(event) => {
          const language = event.target.value as Language;
          void setLanguage(language);
          onChosen?.(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
