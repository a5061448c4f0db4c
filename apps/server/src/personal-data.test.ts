import { EVENT_TYPES, partnerDataSchema, userExportSchema } from '@bloom/contract';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './db/owners.ts';
import * as schema from './db/schema/index.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import type { PersonalDataRegistry } from './platform/personal-data.ts';

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Tables with her rows: a `user_id` column, or any column referring to users.id. */
function tablesWithHerRows(): string[] {
  return TABLES.filter((table) => {
    const config = getTableConfig(table);
    return (
      config.columns.some((c) => c.name === 'user_id') ||
      config.foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === 'users')
    );
  })
    .map(getTableName)
    .sort();
}

/** What is wrong with a registry: tables with her rows nobody registers, parts registered twice or not at all. */
function registryProblems(registry: PersonalDataRegistry): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const once = (what: string, owner: string) => {
    if (seen.has(what)) problems.push(`${what} registered by ${seen.get(what)} and ${owner}`);
    seen.set(what, owner);
  };
  for (const part of registry) {
    for (const table of part.tables) {
      const name = getTableName(table);
      once(`table ${name}`, part.owner);
      const owner = TABLE_OWNERS[name as keyof typeof TABLE_OWNERS];
      if (owner !== part.owner) problems.push(`table ${name} registered by ${part.owner}, owned by ${owner}`);
    }
    for (const section of Object.keys(part.export ?? {})) once(`export ${section}`, part.owner);
    for (const type of Object.keys(part.events ?? {})) once(`event ${type}`, part.owner);
    for (const list of Object.keys(part.partner ?? {})) once(`partner ${list}`, part.owner);
    if (!(Object.values(TABLE_OWNERS) as string[]).includes(part.owner)) {
      problems.push(`${part.owner} owns no table`);
    }
  }
  const expected = [
    ...tablesWithHerRows().map((t) => `table ${t}`),
    ...Object.keys(userExportSchema.shape)
      .filter((key) => key !== 'format' && key !== 'exportedAt')
      .map((key) => `export ${key}`),
    ...EVENT_TYPES.map((type) => `event ${type}`),
    ...Object.keys(partnerDataSchema.shape)
      .filter((key) => key !== 'firstName' && key !== 'pregnancyWeeks' && key !== 'dueDate')
      .map((key) => `partner ${key}`),
  ];
  for (const what of expected) if (!seen.has(what)) problems.push(`${what} is not registered`);
  return problems.sort();
}

describe('the personal-data registry', () => {
  it('registers every table with her rows, every export section, event source and partner list, once', () => {
    expect(tablesWithHerRows()).toContain('symptoms');
    expect(registryProblems(PERSONAL_DATA)).toEqual([]);
  });

  it('fails when a feature storing her rows is left out or registers another owner’s table', () => {
    const withoutTracking = PERSONAL_DATA.filter((part) => part.owner !== 'features/tracking');
    expect(registryProblems(withoutTracking)).toEqual([
      'event mood is not registered',
      'event symptom is not registered',
      'export moods is not registered',
      'export symptoms is not registered',
      'partner recentMoods is not registered',
      'partner recentSymptoms is not registered',
      'table moods is not registered',
      'table symptoms is not registered',
    ]);
    const tracking = PERSONAL_DATA.find((part) => part.owner === 'features/tracking')!;
    const stray = { ...tracking, owner: 'features/calendar', export: {}, events: {}, partner: {} };
    expect(registryProblems([...withoutTracking, tracking, stray])).toEqual([
      'table moods registered by features/calendar, owned by features/tracking',
      'table moods registered by features/tracking and features/calendar',
      'table symptoms registered by features/calendar, owned by features/tracking',
      'table symptoms registered by features/tracking and features/calendar',
    ]);
  });
});
