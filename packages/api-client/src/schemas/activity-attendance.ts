import { z } from 'zod/mini';

/** What an enrolled guest did at one occurrence. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'refused'] as const;
/** What an enrolled guest did at one occurrence. */
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
/** What an enrolled guest did at one occurrence. */
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;
