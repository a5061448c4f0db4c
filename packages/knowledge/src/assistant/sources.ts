import { REVIEWED } from '../foods/sources.ts';
import type { SourceRef } from '../types.ts';

// Sources the chat passages cite beyond the food records' own (../foods/sources.ts).
// Every URL here is one given in the project's checked health facts; none is made up.

export const CDC_HEAR_HER: SourceRef = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Urgent Maternal Warning Signs (Hear Her campaign)',
  url: 'https://www.cdc.gov/hearher/maternal-warning-signs/',
  reviewed: REVIEWED,
};

export const CDC_VACCINES: SourceRef = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Vaccines During Pregnancy',
  url: 'https://www.cdc.gov/vaccines-pregnancy/',
  reviewed: REVIEWED,
};

export const MOTHERTOBABY: SourceRef = {
  organization: 'MotherToBaby (medication fact sheets)',
  title: 'Fact sheets on medicines in pregnancy',
  url: 'https://mothertobaby.org/fact-sheets/',
  reviewed: REVIEWED,
};

/** BLOOM's own screens; the URL is the in-app path, not an outside page. */
export function bloomScreen(title: string, path: string): SourceRef {
  return { organization: 'BLOOM', title, url: path, reviewed: REVIEWED };
}
