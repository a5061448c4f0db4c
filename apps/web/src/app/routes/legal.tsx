import { Link, useParams } from 'react-router';
import { addEnglish } from '@/lib/i18n/add-english.ts';
import { legal } from '@/lib/i18n/en/legal.ts';
import { useT } from '@/lib/i18n/index.ts';
import { EXTERNAL_PAGES } from '../layout/nav-items.ts';
import { NotFound } from './not-found.tsx';

// Shown signed out too, without the frame that brings the rest of the English.
addEnglish('legal', legal);

type LegalPage = keyof typeof legal;
const isPage = (id: string | undefined): id is LegalPage => id !== undefined && Object.hasOwn(legal, id);

/**
 * The menu's and footer's "external pages" (spec §2 Layout), served by the app itself so nothing
 * loads from another origin. The words (`legal:<page>`) describe this product as it is built: a
 * pregnancy companion whose data stays on the server of whoever runs it.
 */
export default function LegalRoute() {
  const id = useParams().page;
  const { t } = useT('legal');
  const { t: common } = useT('common');
  if (!isPage(id)) return <NotFound />;
  const body = t(`${id}.body`, { returnObjects: true });
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col px-4 py-10">
      <Link to="/" className="mb-4 self-start text-xl font-bold text-brand-700 dark:text-brand-300">
        BLOOM
      </Link>
      <main className="flex-1">
        <h1 className="mb-4 text-2xl font-semibold">{t(`${id}.title`)}</h1>
        <div className="space-y-3 text-gray-800 dark:text-gray-200">
          {body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </main>
      <footer className="mt-12 border-t border-brand-100 pt-6 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
        <nav aria-label={common('nav.legal')} className="mb-3 flex flex-wrap gap-x-4 gap-y-2">
          {EXTERNAL_PAGES.map((p) => (
            <Link key={p.to} to={p.to} className="underline-offset-2 hover:underline">
              {common(`external.${p.key}`)}
            </Link>
          ))}
        </nav>
        <p>{common('footer.rights')}</p>
      </footer>
    </div>
  );
}
