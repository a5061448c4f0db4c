import 'i18next';
import type { en } from './en.ts';

// t('…') keys are checked against the English catalogue (es.test.ts keeps Spanish in step).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}
