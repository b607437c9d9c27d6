import { smsGroupLabels } from '@contract/receiving-phones-labels';
import { previewTemplate } from '@contract/sms-reading';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';

/** A box to paste a real SMS in, for the templates to be tried on. */
export function SmsSampleField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}

/**
 * What a pattern reads from a sample SMS, computed in the browser as the admin types: each named
 * group and its value, "ne reconnaît pas ce SMS", or why the pattern is not valid.
 */
export function SmsTemplatePreview({ pattern, text }: { pattern: string; text: string }) {
  if (!text.trim() || !pattern) return null;
  const result = previewTemplate(pattern, text);
  if (!result.ok)
    return (
      <p role="status" className="text-sm text-destructive dark:text-red-400">
        {result.error}
      </p>
    );
  if (!result.groups)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Ce modèle ne reconnaît pas cet exemple de SMS.
      </p>
    );
  const entries = Object.entries(result.groups);
  return (
    <dl role="status" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {entries.length === 0 ? (
        <dd className="col-span-2 text-muted-foreground">Reconnu, mais aucune valeur lue.</dd>
      ) : (
        entries.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">{smsGroupLabels[name] ?? name}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))
      )}
    </dl>
  );
}
