// Helpers of the admin tests (not part of the server): the admin reads every owner's rows, and
// sets them up through each owner's seeds (testing/seeds.ts).
export {
  DAY,
  insertOrphanSymptom,
  MINUTE,
  minutesAgo,
  minutesApart,
  queueMail,
  seedCalendarEntries,
  seedChatMessages,
  seedContractions,
  seedKickSessions,
  seedMoods,
  seedOneOfEach,
  seedPromoCode,
  seedSymptoms,
  seedUsageStats,
} from '../../testing/seeds.ts';
