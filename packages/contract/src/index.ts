// Before any schema is built: zod must not probe eval under the app's CSP.
import './zod-jitless.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './accounts.ts';
export * from './profile.ts';
export * from './admin.ts';
export * from './tracking.ts';
export * from './calendar.ts';
export * from './providers.ts';
export * from './providers-directory.ts';
export * from './appointments.ts';
export * from './food-safety.ts';
export * from './text.ts';
export * from './chat.ts';
export * from './health-info.ts';
export * from './partner-sync.ts';
export * from './places.ts';
export * from './config.ts';
