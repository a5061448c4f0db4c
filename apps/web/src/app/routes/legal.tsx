import { useParams } from 'react-router';
import { NotFound } from './not-found.tsx';

const PAGES: Record<string, { title: string; body: string[] }> = {
  fulfillment: {
    title: 'Fulfillment',
    body: [
      'BLOOM is a free web service. Nothing is shipped and no payment is taken in the app.',
      'Bonus chat tokens come only from promo codes; they have no cash value and cannot be exchanged or refunded.',
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    body: [
      'BLOOM gives general pregnancy information from public health sources. It is not medical advice and does not replace your healthcare provider.',
      'If you have warning signs such as heavy bleeding, severe headache, vision changes or trouble breathing, call 911 or your provider now.',
      'Accounts are reviewed by an administrator before first sign-in. Keep your password to yourself; you are responsible for activity under your account.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'What you log in BLOOM (symptoms, moods, calendar entries, appointments and chat messages) is health information. It is stored only to show it back to you and, if you choose, to a partner you approve.',
      'BLOOM loads no advertising, analytics or tracking code, and the app fetches nothing from other websites in your browser.',
      'Administrators can see account details to approve accounts and keep the service safe; their access to your data is recorded. You can ask for your account and everything in it to be deleted.',
    ],
  },
  support: {
    title: 'Customer Support',
    body: [
      'Questions about your account or approval? Reply to the email BLOOM sent you when you signed up, and an administrator will help.',
      'For anything about your health, contact your healthcare provider. In an emergency call 911; for thoughts of harming yourself or your baby, call or text 988.',
    ],
  },
};

export default function LegalRoute() {
  const page = PAGES[useParams().page ?? ''];
  if (!page) return <NotFound />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <p className="mb-4 text-xl font-bold text-brand-700 dark:text-brand-300">BLOOM</p>
      <h1 className="mb-4 text-2xl font-semibold">{page.title}</h1>
      <div className="space-y-3 text-gray-800 dark:text-gray-200">
        {page.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </main>
  );
}
