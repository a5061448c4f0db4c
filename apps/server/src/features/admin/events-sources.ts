import type { EventType } from '@bloom/contract';
import type { AppContext } from '../../platform/context.ts';
import { eventSources, type EventSource } from '../../platform/personal-data.ts';

export type { EventSource };
/** The sources of 'All User Data' (one per EVENT_TYPES entry), each registered by the owner of its table (personal-data registry). */
export type EventSources = Record<EventType, EventSource>;

export const eventSourcesOf = (ctx: Pick<AppContext, 'personalData'>): EventSources => eventSources(ctx.personalData);
