import { eq, type SQL } from 'drizzle-orm';
import { announcements } from '../db/schema/index.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import { isAdmin } from './roles.ts';

/**
 * Who reads which announcement: published ones are for everyone; admins, who alone write, change
 * and delete them (the routes' access rule), also see the unpublished ones.
 */
export function visibleWhere(user: SessionUser | null): SQL | undefined {
  return isAdmin(user) ? undefined : eq(announcements.isPublished, true);
}
