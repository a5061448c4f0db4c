import { es } from './es.ts';
import { i18n } from './i18n.ts';

// The Spanish catalogue, a chunk of its own loaded only once Spanish is chosen (i18n.ts).
for (const [namespace, texts] of Object.entries(es)) i18n.addResourceBundle('es', namespace, texts);
