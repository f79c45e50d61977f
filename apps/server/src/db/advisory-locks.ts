/**
 * Every PostgreSQL advisory lock the shop takes, in one table so no two uses share a number
 * by chance (the demo seed and the image files once did).
 */
export const ADVISORY_LOCKS = {
  /** Several instances starting at once run the migrations in turn. */
  migrations: 727_274,
  /** Held by a backup (exclusively) from its snapshot until its images are copied; removals share it. */
  imageFiles: 727_275,
  /** Two instances starting on one database seed the demo in turn. */
  demoSeed: 727_276,
} as const;
