import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A password field with a show/hide button at its end (typing on a phone keyboard is easy to
 * get wrong). The button is a toggle (aria-pressed) named by what it does next; it keeps its
 * place, so it never moves the layout, and it does not submit the form.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const { t } = useT('accounts');
  return (
    <div className="relative">
      <input {...props} type={shown ? 'text' : 'password'} className={cn(inputClass, 'pr-12')} />
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-control text-gray-700 hover:text-gray-900 dark:text-gray-200 dark:hover:text-gray-50"
      >
        {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        <span className="sr-only">{shown ? t('password.hide') : t('password.show')}</span>
      </button>
    </div>
  );
}
