import { ChevronDown } from 'lucide-react';
import { Card } from '@client/components/ui/card';

const APP_URL = 'https://github.com/bogkonstantin/android_income_sms_gateway_webhook';
const JSON_TEMPLATE = '{"from":"%from%","text":"%text%","receivedAt":"%sentStamp%"}';
const HEADERS = '{"Content-Type":"application/json"}';

function Code({ children }: { children: string }) {
  return (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs break-all">{children}</code>
  );
}

/**
 * How to make an Android phone send Kelasi each SMS it receives, with the open-source app "SMS
 * Forwarder" (bogkonstantin): written for an instructor, not a developer.
 */
export function ForwardingHowTo() {
  return (
    <Card className="p-0">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-4 font-semibold focus-visible:outline-2 focus-visible:outline-ring">
          Comment transférer les SMS du téléphone à Kelasi ?
          <ChevronDown
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="grid gap-3 px-4 pb-4 text-sm">
          <p>
            Le téléphone qui reçoit l&apos;argent transmet à Kelasi chaque SMS de confirmation de
            l&apos;opérateur. Kelasi reconnaît alors le paiement de l&apos;étudiant. Il faut un
            téléphone Android, allumé et connecté à internet.
          </p>
          <ol className="grid list-decimal gap-2 pl-5">
            <li>
              Enregistrez le numéro ci-dessous. Kelasi affiche une{' '}
              <strong>adresse de transfert</strong> : copiez-la (elle ne sera plus affichée).
            </li>
            <li>
              Sur le téléphone, installez l&apos;application gratuite{' '}
              <strong>« SMS Forwarder »</strong> de bogkonstantin (Incoming SMS to URL forwarder),
              depuis F-Droid ou Google Play. Elle est libre :{' '}
              <a href={APP_URL} className="text-primary underline" target="_blank" rel="noreferrer">
                son code est sur GitHub
              </a>
              .
            </li>
            <li>Ouvrez-la et acceptez qu&apos;elle lise les SMS.</li>
            <li>
              Touchez <strong>+</strong> pour ajouter une règle de transfert, puis remplissez :
              <ul className="mt-2 grid list-disc gap-1.5 pl-5">
                <li>
                  Expéditeur (Sender) : <Code>*</Code> pour tous les SMS, ou le nom de
                  l&apos;opérateur, par exemple <Code>M-PESA</Code> ;
                </li>
                <li>Webhook URL : l&apos;adresse de transfert copiée à l&apos;étape 1 ;</li>
                <li>
                  Méthode : <Code>POST</Code> ;
                </li>
                <li>
                  Modèle JSON (JSON template) : <Code>{JSON_TEMPLATE}</Code>
                </li>
                <li>
                  En-têtes (Headers) : <Code>{HEADERS}</Code>
                </li>
                <li>« Ignorer les erreurs SSL » (Ignore SSL errors) : laissez décoché.</li>
              </ul>
            </li>
            <li>
              Enregistrez la règle, puis touchez <strong>Test</strong> : le SMS de test apparaît
              dans la liste « SMS reçus » de ce téléphone ci-dessous.
            </li>
          </ol>
          <p className="text-muted-foreground">
            Si l&apos;adresse a été vue par quelqu&apos;un d&apos;autre, touchez « Nouvelle adresse
            » et mettez la nouvelle dans l&apos;application : l&apos;ancienne cesse aussitôt de
            fonctionner.
          </p>
        </div>
      </details>
    </Card>
  );
}
