// Helpers of the admin tests (not part of the server).
export { DAY, insertOrphanSymptom, MINUTE, minutesAgo, seedOneOfEach } from '../../testing/seeds.ts';
