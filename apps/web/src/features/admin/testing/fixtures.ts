import type {
  AdminAuditEntry,
  AdminEvent,
  AdminPromoCode,
  AdminSummary,
  AdminUserRow,
  UsageStat,
  UserProfile,
} from '@bloom/contract';

let nextId = 1;
/** A fresh UUID-shaped id for each fixture. */
export const anId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export const aProfile = (fields: Partial<UserProfile> = {}): UserProfile => ({
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana@example.com',
  phoneNumber: '',
  dateOfBirth: '1994-05-17',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 24,
  dueDate: '2027-08-02',
  babyGender: null,
  timeZone: 'UTC',
  homeZip: null,
  providerPhone: null,
  isApproved: true,
  isAdmin: false,
  createdAt: '2027-03-01T15:00:00.000Z',
  locale: 'en',
  ...fields,
});

export const aUserRow = (fields: Partial<AdminUserRow> = {}): AdminUserRow => {
  const { id, firstName, lastName, email, isPregnant, pregnancyWeeks, isApproved, isAdmin, createdAt } =
    aProfile(fields);
  return { id, firstName, lastName, email, isPregnant, pregnancyWeeks, isApproved, isAdmin, createdAt };
};

/** The users endpoint's page: `{ items, total, page, pageSize }`. */
export const aPage = <T>(items: T[], fields: { total?: number; page?: number; pageSize?: number } = {}) => ({
  items,
  total: fields.total ?? items.length,
  page: fields.page ?? 1,
  pageSize: fields.pageSize ?? 100,
});

export const aSummary = (fields: Partial<AdminSummary> = {}): AdminSummary => ({
  totalUsers: 12,
  usersToday: 3,
  pendingApproval: 2,
  totalEvents: 1234,
  featureUses: 42,
  usageSeconds: 7500,
  ...fields,
});

export const anEvent = (fields: Partial<AdminEvent> = {}): AdminEvent => ({
  id: anId(),
  type: 'symptom',
  timestamp: '2027-03-05T14:30:00.000Z',
  userId: 'u1',
  userName: 'Ana Rivera',
  details: 'Nausea (3/5)',
  ...fields,
});

export const aUsageStat = (fields: Partial<UsageStat> = {}): UsageStat => ({
  id: anId(),
  userId: 'u1',
  userName: 'Ana Rivera',
  featureType: 'text_chat',
  durationSeconds: 200,
  timestamp: '2027-03-05T14:30:00.000Z',
  ...fields,
});

export const aPromoCode = (fields: Partial<AdminPromoCode> = {}): AdminPromoCode => ({
  code: 'SPRING25',
  tokens: 5,
  maxRedemptions: 100,
  perUserLimit: 1,
  expiresAt: null,
  disabledAt: null,
  createdAt: '2027-03-01T15:00:00.000Z',
  redemptions: 12,
  ...fields,
});

export const anAuditEntry = (fields: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: anId(),
  at: '2027-03-05T14:30:00.000Z',
  actorId: 'a1',
  actorName: 'Root Admin',
  action: 'user.approve',
  targetUserId: 'u1',
  targetName: 'Ana Rivera',
  rows: null,
  details: {},
  ...fields,
});
