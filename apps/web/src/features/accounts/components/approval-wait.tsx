import { SIGNUP_RECEIVED_MESSAGE, type StartupConfig } from '@bloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarHeart, LogIn, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { startupConfigQueryKey } from '@/lib/startup/config.ts';
import { useT } from '@/lib/i18n/index.ts';
import { AuthCard } from './auth-card.tsx';

/** Whether the server really sends e-mail (SMTP_URL); undefined when the app cannot know. */
function useMailSent(): boolean | undefined {
  const config = useQueryClient().getQueryData<StartupConfig | null>(startupConfigQueryKey);
  return config?.features.mail;
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft [&_svg]:size-4.5"
      >
        {icon}
      </span>
      <span className="pt-1.5 text-sm text-ink">{children}</span>
    </li>
  );
}

/**
 * After sign-up, while an administrator has not approved her yet (issue 33): the spec's message
 * (§2 Signup), then what happens next in plain words. It promises an e-mail only when the server
 * says it sends e-mail (the start-up configuration's `features.mail`); otherwise it tells her to
 * come back and sign in.
 */
export function ApprovalWait({ firstName, email }: { firstName: string; email: string }) {
  const mail = useMailSent();
  const { t } = useT('accounts');
  const heading = useRef<HTMLDivElement>(null);
  // The form she filled is gone: her focus moves to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard title={t('approval.title', { firstName })} subtitle={t('approval.subtitle')}>
      <div ref={heading} tabIndex={-1} className="space-y-5 outline-none">
        <Alert tone="success">{SIGNUP_RECEIVED_MESSAGE}</Alert>
        <section aria-labelledby="what-next" className="space-y-3">
          <h2 id="what-next" className="font-display text-subheading font-semibold text-ink">
            {t('approval.whatNext')}
          </h2>
          <ol className="space-y-3">
            <Step icon={<ShieldCheck />}>{t('approval.check')}</Step>
            <Step icon={<LogIn />}>
              {mail ? (
                <>
                  {t('approval.mailBefore')}
                  <span className="font-semibold break-all">{email}</span>
                  {t('approval.mailAfter')}
                </>
              ) : (
                <>
                  {t('approval.noMailBefore')}
                  <span className="font-semibold break-all">{email}</span>
                  {t('approval.noMailAfter')}
                </>
              )}
            </Step>
            <Step icon={<CalendarHeart />}>{t('approval.home')}</Step>
          </ol>
        </section>
        <Link to="/login" className={buttonClass({ variant: 'primary', size: 'lg', className: 'w-full no-underline' })}>
          {t('approval.goToSignIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
