/**
 * The server package's folder (apps/server/), for the files it reads at run time: its package.json,
 * the migrations, the sample directory, the built web app beside it. This module sits one folder
 * below it in the sources (src/) and in the bundle `npm run build` makes (dist/), so the same URL
 * is right in both.
 */
export const serverRoot = new URL('../', import.meta.url);
