import { useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import { Button } from '@client/components/ui/button';
import { DialogHeading } from '@client/components/dialog-heading';
import { Dialog, DialogContent, DialogFooter } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';

/**
 * The forwarding address of a phone just registered or given a new address: shown this once,
 * with a copy button and the warning to keep it secret.
 */
export function ForwardingAddressDialog({
  url,
  onClose,
}: {
  /** The address to show; null: the dialog is closed. */
  url: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: m.copied });
    } catch {
      toast({ title: m.copyFailed, variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open={url !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      {url ? (
        <DialogContent>
          <DialogHeading
            title={m.forwardingTitle}
            description="Collez cette adresse dans l'application « SMS Forwarder » du téléphone (champ « Webhook URL »)."
          />
          <div className="flex gap-2">
            <Input
              readOnly
              value={url}
              aria-label={m.forwardingTitle}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              Copier
            </Button>
          </div>
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-50"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {m.forwardingWarning}
          </p>
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              J&apos;ai copié l&apos;adresse
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
