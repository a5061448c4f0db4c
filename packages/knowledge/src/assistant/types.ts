import type { Trimester } from '@bloom/pregnancy';
import type { SourceRef } from '../types.ts';

export type { SourceRef };

/** The telephone emoji that opens an urgent reply; the chat client shows such a message as a call card. */
export const TELEPHONE = '📞';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantContext {
  /** The conversation so far, oldest first (the client sends the last 6 messages). */
  history: ChatTurn[];
  /** Weeks pregnant from the profile, or null when unknown. */
  week: number | null;
  firstName?: string | null;
  /** False for a partner's account (profile "isPregnant"); unknown or true reads as the pregnant user. */
  isPregnant?: boolean | null;
  /** Her language (issue 35): 'es' answers the urgent card in Spanish, as does a message written in Spanish. */
  locale?: 'en' | 'es';
}

/** One retrievable piece of the knowledge corpus. */
export interface Passage {
  id: string;
  title: string;
  text: string;
  topic: string;
  source: SourceRef;
}

export interface Triage {
  urgent: boolean;
  /** Ids of the urgent warning signs found in the message (see URGENT_SIGNS). */
  signs: string[];
  /** True when the message mentions thoughts of self-harm or of harming the baby. */
  selfHarm: boolean;
}

export interface AnswerResult {
  reply: string;
  urgent: boolean;
  sources: SourceRef[];
  passages: Passage[];
}

export type Topic =
  | 'urgent'
  | 'food'
  | 'nutrition'
  | 'medication'
  | 'vaccine'
  | 'weekly'
  | 'discomfort'
  | 'mental-health'
  | 'labor'
  | 'safety'
  | 'app';

/** Inclusive range of pregnancy weeks a passage is timed to. */
export interface WeekWindow {
  from: number;
  to: number;
}

/** A corpus record: a passage plus what the engine needs to find and personalise it. */
export interface ChatRecord extends Passage {
  topic: Topic;
  /** Lower-case words and phrases people use for this topic, beyond the title. */
  keywords: string[];
  /** Short bullet points shown under the text (already in plain words). */
  points?: string[];
  /** Weeks the advice is timed to; weekly answers list the records whose window is near her week. */
  weeks?: WeekWindow;
  /** A sentence about how the advice applies at her week, or null when there is nothing to add. */
  forWeek?: (week: number) => string | null;
  /** The same for a trimester she asks about ("and in the third trimester?") when no week is given. */
  forTrimester?: (trimester: Trimester) => string | null;
}
