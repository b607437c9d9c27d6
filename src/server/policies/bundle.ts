import { eq, type SQL } from 'drizzle-orm';
import { trainingBundles } from '../db/schema/index.ts';

/**
 * Who sees which training bundle: admins manage every one (the routes' access rule); everyone
 * else sees, pays for or asks a quote on the active ones only (an inactive one is off sale: 404).
 */
export const onSaleWhere: SQL = eq(trainingBundles.isActive, true);
