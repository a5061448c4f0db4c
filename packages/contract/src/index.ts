export * from './errors.ts';
export * from './common.ts';
export * from './accounts.ts';
export * from './profile.ts';
export * from './admin.ts';
