import { currentLanguage } from '@/lib/i18n/index.ts';

/**
 * `lang="en"` for health content that exists only in English (titles, recommendations, label
 * text) while another language is on screen, so a screen reader reads it with an English voice
 * (decision 021). Blocks of such content go in `<Untranslated>`, which also says so.
 */
export const englishContent = (): { lang?: 'en' } => (currentLanguage() === 'en' ? {} : { lang: 'en' });
