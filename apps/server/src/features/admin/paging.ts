import type { AdminPageQuery } from '@bloom/contract';

/** Rows to skip for a page; bounded by the contract (ADMIN_PAGE_MAX × ADMIN_PAGE_SIZE_MAX). */
export const offsetOf = (query: AdminPageQuery) => (query.page - 1) * query.pageSize;

export const pageOf = <T>(items: T[], total: number, query: AdminPageQuery) => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** The filters an admin read was asked with, as the audit trail records them (no undefined keys). */
export function filtersOf(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}
