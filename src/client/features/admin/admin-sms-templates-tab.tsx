import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, Pencil } from 'lucide-react';
import { paymentMethodLabels, paymentMethods } from '@contract/payments-labels';
import type { SmsTemplateRow } from '@contract/sms-templates';
import { receivingPhoneMessages as m } from '@contract/receiving-phones-labels';
import { ListItemCard } from '@client/components/list-item-card';
import { smsTemplatesQuery, useDeleteSmsTemplate } from '@client/api/receiving-phones';
import { AdminSection } from '@client/components/admin/admin-section';
import { EditDeleteButtons } from '@client/components/edit-delete-buttons';
import {
  EditableListDialogs,
  NewItemButton,
  useEditableList,
  type ItemActions,
} from '@client/components/editable-list';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { SmsTemplateDialog } from './admin-sms-templates-dialog';
import { SmsSampleField, SmsTemplatePreview } from './admin-sms-templates-preview';

function TemplateItem({
  template: t,
  sample,
  ...actions
}: { template: SmsTemplateRow; sample: string } & ItemActions) {
  const headingId = `sms-template-${t.id}`;
  return (
    <ListItemCard headingId={headingId} className="grid gap-2 p-4">
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
        <Button variant="outline" size="sm" className="justify-self-start" onClick={actions.onEdit}>
          <Pencil aria-hidden="true" />
          Modifier<span className="sr-only"> : {t.name}</span>
        </Button>
      ) : (
        <EditDeleteButtons name={t.name} {...actions} />
      )}
    </ListItemCard>
  );
}

/**
 * The admin dashboard's "Modèles de SMS" tab: the templates that read the operators' SMS, by
 * operator; a sample SMS pasted here is read by each as the admin types.
 */
export default function AdminSmsTemplatesTab() {
  const query = useQuery(smsTemplatesQuery());
  const [sample, setSample] = useState('');
  const list = useEditableList<SmsTemplateRow>(useDeleteSmsTemplate(), {
    deleted: () => ({ title: m.templateDeleted }),
    deleteFailed: m.templateDeleteFailed,
  });

  return (
    <AdminSection
      id="admin-sms-templates"
      title={m.templatesTitle}
      description="Ils lisent l'ID de transaction et le montant des SMS de confirmation transférés par les téléphones de réception."
      action={<NewItemButton onClick={list.edit.openNew}>Nouveau modèle</NewItemButton>}
    >
      <SmsSampleField
        label="Essayer un SMS"
        hint="Collez un vrai SMS d'opérateur : chaque modèle montre ce qu'il en lit."
        value={sample}
        onChange={setSample}
      />
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
                          {...list.actions(template)}
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
      <EditableListDialogs list={list} deleteConfirm={m.templateDeleteConfirm}>
        {(template, onClose) => (
          <SmsTemplateDialog item={template} sample={sample} onClose={onClose} />
        )}
      </EditableListDialogs>
    </AdminSection>
  );
}
