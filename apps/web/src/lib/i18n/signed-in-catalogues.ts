import { en } from './en.ts';
import { i18n } from './i18n.ts';

// Imported by the signed-in frame (app-layout.tsx), whose module runs before any of its pages
// draws: the English of every feature arrives with the frame, not in the login bundle.
for (const [namespace, texts] of Object.entries(en)) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}
