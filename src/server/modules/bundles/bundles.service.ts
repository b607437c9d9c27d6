import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { quoteRequestCreateSchema } from '../../../contract/bundles.ts';
import type { Db } from '../../db/client.ts';
import { courses, quoteRequests, trainingBundles } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';

type QuoteInput = z.output<typeof quoteRequestCreateSchema>;

export function createBundlesService(db: Db) {
  return {
    /**
     * GET /api/training-bundles: the active bundles with their published courses embedded, in two
     * queries whatever their number. A course deleted since is simply not found.
     */
    async list() {
      const bundles = await db
        .select()
        .from(trainingBundles)
        .where(eq(trainingBundles.isActive, true))
        .orderBy(asc(trainingBundles.targetAudience), asc(trainingBundles.name));
      const ids = [...new Set(bundles.flatMap((b) => b.courseIds))];
      const found = ids.length
        ? await db
            .select({
              id: courses.id,
              title: courses.title,
              duration: courses.duration,
              level: courses.level,
            })
            .from(courses)
            .where(and(inArray(courses.id, ids), eq(courses.status, 'published')))
        : [];
      const byId = new Map(found.map((c) => [c.id, c]));
      return bundles.map((b) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        sector: b.sector,
        targetAudience: b.targetAudience,
        estimatedPrice: b.estimatedPrice,
        duration: b.duration,
        thumbnail: b.thumbnail,
        courses: b.courseIds.flatMap((id) => byId.get(id) ?? []),
      }));
    },

    /** POST /api/quote-requests: anyone may ask; a signed-in caller is recorded with it. */
    async requestQuote(user: SessionUser | null, input: QuoteInput) {
      const [bundle] = await db
        .select({ id: trainingBundles.id })
        .from(trainingBundles)
        .where(and(eq(trainingBundles.id, input.bundleId), eq(trainingBundles.isActive, true)));
      if (!bundle) throw appError('BUNDLE_NOT_FOUND');
      const [created] = await db
        .insert(quoteRequests)
        .values({
          bundleId: bundle.id,
          userId: user?.id ?? null,
          contactName: input.contactName,
          companyName: input.companyName ?? null,
          email: input.email,
          phone: input.phone,
          numberOfEmployees: input.numberOfEmployees ?? null,
          message: input.message ?? null,
        })
        .returning({ id: quoteRequests.id, status: quoteRequests.status });
      return created!;
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
