/**
 * Quote requests ("Demander un devis"): anyone asks for a bundle on sale; admins answer them,
 * pending → sent → accepted | rejected, and a sent quote is mailed to its requester.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bundleMessages,
  quoteTransitions,
  type quotePageQuerySchema,
  type quoteRequestCreateSchema,
  type quoteRequestUpdateSchema,
} from '../../../contract/bundles.ts';
import { formatFc } from '../../../contract/currency.ts';
import type { Db, Tx } from '../../db/client.ts';
import { quoteRequests, trainingBundles } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { readPage } from '../../lib/paged-list.ts';
import * as bundlePolicy from '../../policies/bundle.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { BundlesDeps } from './bundles.service.ts';

const quoteColumns = {
  id: quoteRequests.id,
  bundleId: quoteRequests.bundleId,
  bundleName: trainingBundles.name,
  contactName: quoteRequests.contactName,
  companyName: quoteRequests.companyName,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  numberOfEmployees: quoteRequests.numberOfEmployees,
  message: quoteRequests.message,
  status: quoteRequests.status,
  quotedPrice: quoteRequests.quotedPrice,
  adminNotes: quoteRequests.adminNotes,
  createdAt: quoteRequests.createdAt,
  updatedAt: quoteRequests.updatedAt,
};

export function createBundleQuotes(
  db: Db,
  deps: Pick<BundlesDeps, 'now' | 'mailer' | 'publicUrl' | 'onMailError'>,
) {
  const quotes = (executor: Db | Tx) =>
    executor
      .select(quoteColumns)
      .from(quoteRequests)
      .innerJoin(trainingBundles, eq(trainingBundles.id, quoteRequests.bundleId));

  /** Mails the requester their quote; called after the commit. */
  function mailQuote(quote: {
    email: string;
    contactName: string;
    bundleName: string;
    quotedPrice: number;
  }) {
    deps.mailer
      .send({
        to: quote.email,
        subject: `Votre devis Kelasi : ${quote.bundleName}`,
        text:
          `Bonjour ${quote.contactName},\n\n` +
          `Merci pour votre demande. Notre devis pour le pack « ${quote.bundleName} » s'élève à ${formatFc(quote.quotedPrice)}.\n\n` +
          `Répondez à ce message pour l'accepter ou pour toute question.\n\n` +
          `${deps.publicUrl}/training-packages\n\nL'équipe Kelasi`,
      })
      .catch(deps.onMailError);
  }

  return {
    /** GET /api/admin/quote-requests: one page, newest first, optionally of one status. */
    adminQuotes(query: z.output<typeof quotePageQuerySchema>) {
      const where = query.status ? eq(quoteRequests.status, query.status) : undefined;
      return readPage(
        query,
        quotes(db).where(where).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id)),
        db.select({ n: count() }).from(quoteRequests).where(where),
      );
    },

    /**
     * PATCH /api/admin/quote-requests/{id}: pending → sent → accepted | rejected, each once, on
     * the locked row. The price is set while pending and required to send; notes change any time.
     * A change of status or price is recorded in the audit log in the same transaction; a sent
     * quote is mailed to the requester after the commit.
     */
    async updateQuote(
      admin: SessionUser,
      id: string,
      input: z.output<typeof quoteRequestUpdateSchema>,
    ) {
      const at = deps.now();
      const result = await db.transaction(async (tx) => {
        const quote = await loadRow(quotes(tx).where(eq(quoteRequests.id, id)), {
          notFound: 'QUOTE_REQUEST_NOT_FOUND',
          lock: { of: quoteRequests },
        });
        const status = input.status ?? quote.status;
        if (input.status !== undefined && !quoteTransitions[quote.status].includes(input.status))
          throw appError('QUOTE_TRANSITION_INVALID');
        const priceGiven = input.quotedPrice !== undefined;
        const price = priceGiven ? (input.quotedPrice ?? null) : quote.quotedPrice;
        if (priceGiven && price !== quote.quotedPrice && quote.status !== 'pending')
          throw appError('QUOTE_PRICE_LOCKED');
        if (status === 'sent' && price === null)
          throw appError('QUOTE_PRICE_REQUIRED', {
            fields: { quotedPrice: bundleMessages.quotePriceRequired },
          });
        await tx
          .update(quoteRequests)
          .set({
            status,
            quotedPrice: price,
            ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes ?? null } : {}),
            updatedAt: at,
          })
          .where(eq(quoteRequests.id, id));
        if (status !== quote.status || price !== quote.quotedPrice)
          await recordAudit(
            tx,
            admin,
            {
              action: 'quote_request.update',
              entity: 'quote_requests',
              entityId: id,
              before: { status: quote.status, quotedPrice: quote.quotedPrice },
              after: { status, quotedPrice: price },
            },
            at,
          );
        const [updated] = await quotes(tx).where(eq(quoteRequests.id, id));
        return { updated: updated!, sent: status === 'sent' && quote.status !== 'sent' };
      });
      if (result.sent) mailQuote({ ...result.updated, quotedPrice: result.updated.quotedPrice! });
      return result.updated;
    },

    /** POST /api/quote-requests: anyone may ask; a signed-in caller is recorded with it. */
    async requestQuote(user: SessionUser | null, input: z.output<typeof quoteRequestCreateSchema>) {
      const bundle = await loadRow(
        db
          .select({ id: trainingBundles.id })
          .from(trainingBundles)
          .where(and(eq(trainingBundles.id, input.bundleId), bundlePolicy.onSaleWhere)),
        { notFound: 'BUNDLE_NOT_FOUND' },
      );
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
