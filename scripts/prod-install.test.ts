import { describe, expect, it } from 'vitest';
import { prodInstall } from './prod-install.ts';

// The Dockerfile's run stage, proved without Docker: production dependencies only, then serve.
describe('a production install', () => {
  it(
    'installs without dev dependencies, serves the app and the API, and stops on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const result = await prodInstall();
      expect(result).toMatchObject({ readyStatus: 200, pageStatus: 200, exitCode: 0 });
    },
  );
});
