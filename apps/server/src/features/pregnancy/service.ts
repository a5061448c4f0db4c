import {
  dueDateRefusalMessage,
  ErrorCode,
  TOO_MANY_DUE_DATE_REQUESTS_MESSAGE,
  type DueDateRequestParsed,
  type DueDateResponse,
} from '@bloom/contract';
import { dueDateMethods } from '@bloom/knowledge';
import { estimateDueDate } from '@bloom/pregnancy';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';

/**
 * The calculator is public (sign-up uses it before an account exists) and costs nothing to
 * answer, so the limit only stops a script from hammering it: per client address, per minute.
 */
export const DUE_DATE_LIMIT = { requests: 60, windowMs: 60_000 } as const;

/**
 * Admits one calculation from a client address or throws 429.
 * @param limiter - the shared limiter (Redis when configured)
 * @param ip - the client address Fastify resolved
 */
export async function admitDueDate(limiter: RateLimiter, ip: string): Promise<void> {
  if (!(await limiter.hit(`due-date:addr:${ip}`, DUE_DATE_LIMIT.requests, DUE_DATE_LIMIT.windowMs))) {
    throw new AppError(429, TOO_MANY_DUE_DATE_REQUESTS_MESSAGE, ErrorCode.rateLimited);
  }
}

/**
 * Her estimated due date and gestational age today, by the one function the web also runs
 * (`estimateDueDate`), with the source of its numbers. A date that cannot be a pregnancy today
 * is a 400 with the contract's message, on the field it is about.
 * @param request - the checked request (its time zone decides "today")
 * @param now - the server's clock
 */
export function calculateDueDate(request: DueDateRequestParsed, now: Date): DueDateResponse {
  const result = estimateDueDate(request, now, request.timeZone);
  if (!result.ok) {
    const message = dueDateRefusalMessage(result.refusal);
    throw badRequest(message, { [result.refusal === 'cycle-length' ? 'cycleLength' : 'date']: message });
  }
  return { dueDate: result.dueDate, weeks: result.weeks, days: result.days, source: dueDateMethods.source };
}
