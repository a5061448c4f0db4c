import { readFileSync } from 'node:fs';
import type { Provider } from '@bloom/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { importDirectory, SAMPLE_DIRECTORY_FILE, seedProviders } from './directory.ts';
import { NPPES_SAMPLE } from './nppes-fixture.ts';
import { readDirectoryCsv } from './nppes.ts';
import { loadZipDirectory } from './zip-codes.ts';

const SAMPLE_SIZE = readDirectoryCsv(readFileSync(SAMPLE_DIRECTORY_FILE, 'utf8')).rows.length;

describe('the directory in the database', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await t.app.inject({ url: '/api/providers', headers: user.headers });
    return res.json() as Provider[];
  };
  const emptyDirectory = () => t.database.db.delete(providers).where(isNull(providers.ownerId));

  describe('the sample directory', () => {
    it('is loaded at the first start, when the directory is empty', async () => {
      await emptyDirectory();
      expect(await list()).toEqual([]);
      await seedProviders(t.database.db);
      const loaded = await list();
      expect(loaded).toHaveLength(SAMPLE_SIZE);
      expect(loaded.every((p) => p.isSample)).toBe(true);
    });

    it('is not loaded again at a later start', async () => {
      await seedProviders(t.database.db);
      expect(await list()).toHaveLength(SAMPLE_SIZE);
    });

    it('is not loaded over a directory that has providers of its own', async () => {
      await emptyDirectory();
      await importDirectory(t.database.db, NPPES_SAMPLE);
      await seedProviders(t.database.db);
      expect((await list()).some((p) => p.isSample)).toBe(false);
      await emptyDirectory();
      await seedProviders(t.database.db);
    });
  });

  describe('importing an NPPES-style CSV', () => {
    beforeEach(async () => {
      await emptyDirectory();
      await seedProviders(t.database.db);
    });

    it('adds the good rows and reports the malformed ones by line number', async () => {
      const report = await importDirectory(t.database.db, NPPES_SAMPLE);
      expect(report).toMatchObject({ added: 3, updated: 0, removedSample: 0 });
      expect(report.problems.map((p) => p.line)).toEqual([4, 5, 6, 7, 9]);

      const imported = (await list()).filter((p) => !p.isSample);
      expect(imported.map((p) => p.name).sort()).toEqual([
        'Dr. Adaeze Okafor',
        'Little Sprouts Pediatrics Llc',
        'Maren Lindqvist, CNM',
      ]);
      expect(imported.find((p) => p.npi === '1234567893')).toMatchObject({
        id: 'npi-1234567893',
        phone: '(512) 555-0180',
        address: '2400 Red River St, Suite 210, Austin, TX 78705',
        zipCode: '78705',
      });
    });

    it("places a row without coordinates at its ZIP code's centre", async () => {
      await importDirectory(t.database.db, NPPES_SAMPLE);
      const centre = (await loadZipDirectory()).find('78705')!;
      const okafor = (await list()).find((p) => p.npi === '1234567893')!;
      expect({ lat: okafor.lat, lng: okafor.lng }).toEqual({ lat: centre.lat, lng: centre.lng });
    });

    it('updates the provider with the same NPI when run again, keeping its id', async () => {
      await importDirectory(t.database.db, NPPES_SAMPLE);
      const changed = NPPES_SAMPLE.replace('Red River Women’s Clinic,Aetna; Cigna', 'Red River Women’s Clinic,Humana');
      const report = await importDirectory(t.database.db, changed);
      expect(report).toMatchObject({ added: 0, updated: 3 });
      const okafor = (await list()).filter((p) => p.npi === '1234567893');
      expect(okafor).toHaveLength(1);
      expect(okafor[0]).toMatchObject({ id: 'npi-1234567893', insurance: ['Humana'] });
    });

    it('reports an NPI repeated within the file and keeps the first', async () => {
      const repeated = `${NPPES_SAMPLE}\n${NPPES_SAMPLE.split('\n')[1]!.replace('OKAFOR', 'OKAFOR-SMITH')}`;
      const report = await importDirectory(t.database.db, repeated);
      expect(report.problems).toContainEqual({ line: 10, message: 'NPI 1234567893 is already on line 2' });
      expect((await list()).find((p) => p.npi === '1234567893')!.name).toBe('Dr. Adaeze Okafor');
    });

    it('reports a row whose ZIP code is unknown and has no coordinates', async () => {
      const unknownZip = NPPES_SAMPLE.replace('787051234', '000001234');
      const report = await importDirectory(t.database.db, unknownZip);
      expect(report.problems).toContainEqual({
        line: 2,
        message: '00000: ZIP code not found - Please check the ZIP code and try again',
      });
      expect(report.added).toBe(2);
    });

    it('gives a new id to an NPI whose old id now belongs to a provider an administrator renumbered', async () => {
      await importDirectory(t.database.db, NPPES_SAMPLE);
      await t.database.db.update(providers).set({ npi: '1765432103' }).where(eq(providers.id, 'npi-1234567893'));
      const report = await importDirectory(t.database.db, NPPES_SAMPLE);
      expect(report).toMatchObject({ added: 1, updated: 2 });
      const okafors = (await list()).filter((p) => p.name === 'Dr. Adaeze Okafor');
      expect(okafors.map((p) => [p.id.slice(0, 4), p.npi]).sort()).toEqual([
        ['dir-', '1234567893'],
        ['npi-', '1765432103'],
      ]);
    });

    it('removes the sample directory when asked, in the same run', async () => {
      const report = await importDirectory(t.database.db, NPPES_SAMPLE, { removeSample: true });
      expect(report).toMatchObject({ added: 3, removedSample: SAMPLE_SIZE });
      expect((await list()).map((p) => p.isSample)).toEqual([false, false, false]);
    });

    it('imports nothing from a file that is not a directory', async () => {
      const report = await importDirectory(t.database.db, 'name,email\nAna,ana@example.com\n');
      expect(report).toMatchObject({ added: 0, updated: 0, problems: [{ line: 1 }] });
      expect(await list()).toHaveLength(SAMPLE_SIZE);
    });
  });
});
