import { i18n } from '../i18n/index.ts';

/** More script elements than the app itself ever adds means something else is injecting code. */
export const MAX_SCRIPTS = 50;

export type EnvironmentProblem = 'missing-api' | 'too-many-scripts' | 'offline';

/** Polite words for each problem (`common:environment`), in the language on screen; shown in one notice at the top of the page. */
export const problemText = (problem: EnvironmentProblem): string => i18n.t(`environment.${problem}`);

/**
 * The basic start-up check of spec §9: the fetch and Request APIs are there, the page holds at
 * most 50 scripts, and a page served over https is online.
 */
export function checkEnvironment(win: Window & typeof globalThis = window): EnvironmentProblem[] {
  const problems: EnvironmentProblem[] = [];
  if (typeof win.fetch !== 'function' || typeof win.Request !== 'function') problems.push('missing-api');
  if (win.document.scripts.length > MAX_SCRIPTS) problems.push('too-many-scripts');
  if (win.location.protocol === 'https:' && win.navigator.onLine === false) problems.push('offline');
  return problems;
}

const NOTICE_ID = 'bloom-environment-notice';

/**
 * Shows the problems in a status region above the app, outside React so it appears even when the
 * app itself cannot start; a button closes it. Showing it again replaces the old one.
 */
export function showEnvironmentNotice(problems: EnvironmentProblem[], doc: Document = document) {
  doc.getElementById(NOTICE_ID)?.remove();
  if (problems.length === 0) return;
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.className =
    'flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';
  const text = doc.createElement('div');
  text.className = 'flex-1 space-y-1';
  for (const problem of problems) {
    const line = doc.createElement('p');
    line.textContent = problemText(problem);
    text.append(line);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = i18n.t('environment.dismiss');
  close.className = 'min-h-9 rounded-md px-2 font-medium underline underline-offset-2';
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  doc.body.prepend(notice);
}
