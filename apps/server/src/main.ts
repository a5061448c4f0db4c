// The server's entry (`npm start`, `npm run serve`). Start-up is mostly Node loading about 1,300
// modules and type-stripping the 350 of ours (issue 32, cold start): the compile cache keeps the
// stripped and compiled code on disk (NODE_COMPILE_CACHE, else the OS temp folder), so a restart
// skips that work. It must be on before the app's modules load, hence the dynamic import.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
