import { Button } from '@client/components/ui/button';

/** A form's submit button, disabled and saying so (`busyLabel`) while the form is sent. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  className,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : label}
    </Button>
  );
}
