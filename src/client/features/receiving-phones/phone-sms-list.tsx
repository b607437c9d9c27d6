import { useState } from 'react';
import { Link2, MessageSquare } from 'lucide-react';
import type { ReceivedSms } from '@contract/receiving-phones';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import { receivedSmsQuery } from '@client/api/receiving-phones';
import { PagedList, usePagedList } from '@client/components/admin/paged-list';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { AttachSmsDialog } from './attach-sms-dialog';

const PAGE_SIZE = 10;

/** What the templates read from an SMS, in a few words; null when nothing was read. */
function readingText(sms: ReceivedSms): string | null {
  const parts = [
    sms.transactionId ? `ID ${sms.transactionId}` : null,
    sms.amount !== null
      ? `${formatNumber(sms.amount)} ${sms.currency ?? ''}`.trim()
      : sms.currency
        ? `montant en ${sms.currency}`
        : null,
    sms.payerNumber ? `payé par ${sms.payerNumber}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

function SmsItem({ sms }: { sms: ReceivedSms }) {
  const reading = readingText(sms);
  const [attaching, setAttaching] = useState(false);
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all">{sms.sender}</span>
        {sms.senderKnown ? null : <Badge variant="destructive">{m.unknownSender}</Badge>}
        {sms.paymentId ? (
          <Badge variant="success">{m.matched}</Badge>
        ) : (
          <Badge variant="secondary">{m.unmatched}</Badge>
        )}
        <time dateTime={sms.receivedAt} className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(sms.receivedAt)}
        </time>
      </div>
      <p className="whitespace-pre-line break-words">{sms.body}</p>
      <p className="text-xs text-muted-foreground">
        {reading ? `Lu : ${reading}` : 'Aucun modèle ne reconnaît ce SMS.'}
      </p>
      {sms.paymentId ? null : (
        <Button size="sm" variant="outline" className="w-fit" onClick={() => setAttaching(true)}>
          <Link2 aria-hidden="true" />
          Associer à un paiement
        </Button>
      )}
      {attaching ? <AttachSmsDialog smsId={sms.id} onClose={() => setAttaching(false)} /> : null}
    </li>
  );
}

/** A phone's SMS, newest first, by page; optionally only those attached to no payment. */
export function PhoneSmsList({ phoneId }: { phoneId: string }) {
  const list = usePagedList({
    query: (query) => receivedSmsQuery(phoneId, query),
    filter: { unmatched: false },
    pageSize: PAGE_SIZE,
  });
  return (
    <div className="grid gap-3">
      <LabelledCheckbox
        label="Seulement les SMS non associés"
        checked={list.filter.unmatched}
        onChange={(event) => list.setFilter({ unmatched: event.currentTarget.checked })}
      />
      <PagedList
        list={list}
        skeleton={{ count: 2, itemClassName: 'h-20' }}
        failed="Impossible de charger les SMS"
        empty={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessageSquare className="size-4" aria-hidden="true" />
            {m.noSms}
          </p>
        }
        label="SMS reçus"
        pagerLabel="Pages des SMS reçus"
      >
        {(sms) => <SmsItem key={sms.id} sms={sms} />}
      </PagedList>
    </div>
  );
}
