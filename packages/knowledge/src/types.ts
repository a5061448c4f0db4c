export type SafetyStatus = 'safe' | 'caution' | 'avoid';

export interface SourceRef {
  organization: string;
  /** Title of the cited page, used as the link text in chat answers. */
  title: string;
  url: string;
  /** Date the record was last checked against the source, YYYY-MM-DD. */
  reviewed: string;
}

export interface FoodRecord {
  /** Kebab-case, unique across the knowledge base. */
  id: string;
  name: string;
  status: SafetyStatus;
  description: string;
  /** The "Why" shown on the safety card. */
  reason: string;
  guidelines: string[];
  /** Lower-case alternative names the search should recognise. */
  synonyms: string[];
  category: string;
  source: SourceRef;
}

export interface FoodMatch {
  id: string;
  name: string;
  status: SafetyStatus;
  description: string;
  /** Relevance from 0 to 1, relative to the best match of the same query. */
  score: number;
}
