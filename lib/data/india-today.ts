import 'server-only';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { indianDay } from '@/lib/format';

/**
 * Today as the members and the offices count it: the day in India (Asia/Kolkata), not the
 * database's current_date, which is the server's day (UTC), a day behind from 18:30 to midnight UTC.
 * Read when each query is built, not when a module loads, so a long-running server moves on at midnight IST.
 */
export const indiaToday: SQLWrapper = { getSQL: () => sql`${indianDay()}::date` };
