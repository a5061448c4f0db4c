export { TELEPHONE } from './types.ts';
export type { AnswerResult, AssistantContext, ChatTurn, Passage, SourceRef, Triage } from './types.ts';
export { assess, triage, urgentReply, parseTemperatures, URGENT_SIGNS } from './triage.ts';
export type { Assessment, SignId, TemperatureReading, UrgentSign } from './triage.ts';
export { retrieve } from './retrieve.ts';
export { answer } from './answer.ts';
export { chatCorpus } from './passages/index.ts';
