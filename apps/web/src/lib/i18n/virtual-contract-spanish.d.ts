// Made at build time by apps/web/build/contract-spanish.ts: English message → Spanish.
declare module 'virtual:contract-spanish' {
  const table: Record<string, string>;
  export default table;
}
