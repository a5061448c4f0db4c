export * from './accounts.ts';
export * from './tracking.ts';
export * from './engagement.ts';
export * from './platform.ts';
export * from './kicks.ts';
export * from './contractions.ts';
