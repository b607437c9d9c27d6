import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, Pencil, Plus } from 'lucide-react';
import { paymentMethodLabels, paymentMethods } from '@contract/payments-labels';
import type { SmsTemplateRow } from '@contract/receiving-phones';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import { smsTemplatesQuery, useDeleteSmsTemplate } from '@client/api/receiving-phones';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import { EditDialog, useEditDialog } from '@client/components/edit-dialog';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { toastError } from '@client/lib/toast-error';
import { SmsTemplateDialog } from './admin-sms-templates-dialog';
import { SmsTemplatePreview } from './admin-sms-templates-preview';

function TemplateItem({
  template: t,
  sample,
  onEdit,
  onDelete,
  deleting,
}: {
  template: SmsTemplateRow;
  sample: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const headingId = `sms-template-${t.id}`;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={headingId} className="font-semibold break-words">
            {t.name}
          </h4>
          {t.verified ? null : <Badge variant="outline">{m.unverified}</Badge>}
          {t.isActive ? null : <Badge variant="secondary">Inactif</Badge>}
          {t.isDefault ? <Badge variant="secondary">Fourni avec Kelasi</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          Expéditeurs : {t.senders.length ? t.senders.join(', ') : 'aucun'}
        </p>
        <SmsTemplatePreview pattern={t.pattern} text={sample} />
        {t.isDefault ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Modifier<span className="sr-only"> : {t.name}</span>
          </Button>
        ) : (
          <EditDeleteButtons
            name={t.name}
            onEdit={onEdit}
            onDelete={onDelete}
            deleting={deleting}
          />
        )}
      </Card>
    </li>
  );
}

/**
 * The admin dashboard's "Modèles de SMS" tab: the templates that read the operators' SMS, by
 * operator; a sample SMS pasted here is read by each as the admin types.
 */
export default function AdminSmsTemplatesTab() {
  const query = useQuery(smsTemplatesQuery());
  const edit = useEditDialog<SmsTemplateRow>();
  const [sample, setSample] = useState('');
  const remove = useDeleteSmsTemplate();
  const confirm = useConfirmDelete<SmsTemplateRow>({
    isPending: remove.isPending,
    variables: remove.variables as SmsTemplateRow | undefined,
    mutate: (template) =>
      remove.mutate(template, {
        onSuccess: () => toast({ title: m.templateDeleted }),
        onError: (err) => toastError(err, m.templateDeleteFailed),
      }),
  });

  return (
    <section className="grid gap-4" aria-labelledby="admin-sms-templates-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-sms-templates-title" className="text-lg font-semibold">
            {m.templatesTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            Ils lisent l&apos;ID de transaction et le montant des SMS de confirmation transférés par
            les téléphones de réception.
          </p>
        </div>
        <Button onClick={edit.openNew}>
          <Plus aria-hidden="true" />
          Nouveau modèle
        </Button>
      </div>
      <FormField
        label="Essayer un SMS"
        hint="Collez un vrai SMS d'opérateur : chaque modèle montre ce qu'il en lit."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={sample}
            onChange={(event) => setSample(event.currentTarget.value)}
          />
        )}
      </FormField>
      <QueryState
        query={query}
        pending={<SkeletonList count={3} className="grid gap-3" itemClassName="h-28" />}
        error={loadFailed('Impossible de charger les modèles de SMS')}
      >
        {(templates) =>
          templates.length === 0 ? (
            <Card className="grid justify-items-center gap-2 p-6 text-center">
              <MessageSquareText className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-muted-foreground">Aucun modèle de SMS.</p>
            </Card>
          ) : (
            <div className="grid gap-5">
              {paymentMethods.map((operator) => {
                const ofOperator = templates.filter((t) => t.operator === operator);
                if (ofOperator.length === 0) return null;
                return (
                  <section
                    key={operator}
                    className="grid gap-2"
                    aria-label={paymentMethodLabels[operator]}
                  >
                    <h3 className="font-semibold">{paymentMethodLabels[operator]}</h3>
                    <ul className="grid gap-3">
                      {ofOperator.map((template) => (
                        <TemplateItem
                          key={template.id}
                          template={template}
                          sample={sample}
                          onEdit={() => edit.openEdit(template)}
                          onDelete={() => confirm.ask(template)}
                          deleting={confirm.deletingId === template.id}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )
        }
      </QueryState>
      <EditDialog editing={edit.editing} onClose={edit.close}>
        {(template) => (
          <SmsTemplateDialog template={template} sample={sample} onClose={edit.close} />
        )}
      </EditDialog>
      <ConfirmDeleteDialog {...confirm.dialog}>{m.templateDeleteConfirm}</ConfirmDeleteDialog>
    </section>
  );
}
