/**
 * How many entries each directory compiled into the app holds, for pages that show the
 * figures without carrying the directories themselves (the home page). A unit test keeps
 * these equal to the data; the pages then count the published entries live.
 */
export const embeddedDirectoryCounts = {
  communities: 42,
  collectives: 13,
  sports: 9,
  schools: 18,
  student_societies: 11,
  media: 7,
  businesses: 4,
} as const
