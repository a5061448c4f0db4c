import { describe, expect, it } from 'vitest';
import { PAGES } from '@/app/pages.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { LANGUAGES } from './language.ts';

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf as 'namespace:path.to.key' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const catalogues = { en: leaves(en as unknown as Tree), es: leaves(es as unknown as Tree) };
/** Keys less their plural endings: Spanish has a form ('many') English has not. */
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));

describe('the catalogues', () => {
  it('have the same keys in English and Spanish, each way', () => {
    const english = baseKeys(catalogues.en.keys());
    const spanish = baseKeys(catalogues.es.keys());
    expect(
      [...english].filter((k) => !spanish.has(k)),
      'in English only',
    ).toEqual([]);
    expect(
      [...spanish].filter((k) => !english.has(k)),
      'in Spanish only',
    ).toEqual([]);
  });

  it('give each plural every form the language needs (Intl.PluralRules)', () => {
    for (const language of LANGUAGES) {
      const keys = [...catalogues[language].keys()];
      const plurals = baseKeys(keys.filter((k) => PLURAL.test(k)));
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of plurals) {
        for (const form of forms) expect(keys, `${language} ${key}_${form}`).toContain(`${key}_${form}`);
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of catalogues.en) {
      const spanish = catalogues.es.get(key) ?? catalogues.es.get(key.replace(PLURAL, '_other'));
      expect(spanish, key).toBeDefined();
      expect(names(spanish!), key).toEqual(names(text));
    }
  });

  it('leave no Spanish text empty or still in English where English has words', () => {
    for (const [key, text] of catalogues.es) {
      expect(text.trim(), key).not.toBe('');
    }
    const same = [...catalogues.en].filter(([key, text]) => catalogues.es.get(key) === text && /[a-z]{4}/.test(text));
    // Names that stay as they are in Spanish.
    expect(same.map(([key]) => key)).toEqual(['common:nav.legal', 'common:nav.admin.mobileLabel']);
  });

  it('keep the spec’s exact English texts', () => {
    const spec: Record<string, string> = {
      'common:loading': 'Loading...',
      'common:account.profileSettings': 'Profile Settings',
      'common:account.logout': 'Logout',
      'common:notFound.title': '404 Page Not Found',
      'accounts:login.title': 'Welcome back to BLOOM',
      'accounts:login.subtitle': 'Sign in to continue your pregnancy journey',
      'accounts:login.submit': 'Sign In',
      'accounts:signup.title': 'Join BLOOM',
      'accounts:signup.approvalNote':
        'Please allow up to 48 hours to get approved. Check your email for more information.',
      'dashboard:quick.title': 'Quick actions',
      'food:title': 'Food Safety Check',
      'food:checking': 'Checking USDA and FDA databases...',
      'chat:title': 'Chat with BLOOM',
      'chat:disclaimer': "This isn't medical advice. Always consult your healthcare provider.",
      'chat:placeholder': 'Type your message...',
    };
    for (const [key, text] of Object.entries(spec)) expect(catalogues.en.get(key), key).toBe(text);
  });

  it('name every page of the navigation as the page registry does, in English', () => {
    for (const page of PAGES.filter((p) => p.nav)) {
      expect(catalogues.en.get(`common:nav.${page.id}.label`), page.id).toBe(page.nav!.label);
      expect(catalogues.en.get(`common:nav.${page.id}.mobileLabel`), page.id).toBe(page.nav!.mobileLabel);
      expect(catalogues.es.get(`common:nav.${page.id}.label`), page.id).toBeTruthy();
    }
  });
});
