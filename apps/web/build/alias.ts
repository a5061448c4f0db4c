import { fileURLToPath } from 'node:url';

/**
 * `@/lib/…` is apps/web/src/lib/…: one spelling from any depth instead of `../../../`.
 * tsconfig.json's `paths` says the same for TypeScript and ESLint's resolver; Vite and Vitest use this.
 */
export const webSrcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) };
