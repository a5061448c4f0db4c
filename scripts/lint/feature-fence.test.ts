import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// One linter for the file: loading the project's config and plugins is most of the cost, and it
// is the same for every probe.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

// Lints source text as if it lived at `filePath`, with only the import rules under test.
async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

describe('the feature fence', () => {
  it('refuses a sibling feature from any depth, on the web and on the server', async () => {
    const deepWeb = 'apps/web/src/features/tracking/components/charts/probe.ts';
    expect(await importErrors(deepWeb, "import '../../../appointments/api/get-appointments.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    const server = 'apps/server/src/features/tracking/probe.ts';
    expect(await importErrors(server, "import '../appointments/service.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const file = 'apps/web/src/features/tracking/components/probe.ts';
    const code = "import '../api/get-symptoms.ts';\nimport '../../../components/ui/cn.ts';\n";
    expect(await importErrors(file, code)).toEqual([]);
  });
});
