import type { en } from './en.ts';
import { i18n } from './i18n.ts';

/**
 * The English of a namespace that travels with its own code instead of the signed-in frame: a
 * screen shown signed out whose words should not weigh on the login bundle (the legal pages, the
 * due-date calculator). Its module calls this once as it loads; Spanish comes with all of Spanish.
 */
export function addEnglish<N extends keyof typeof en>(namespace: N, texts: (typeof en)[N]): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}
