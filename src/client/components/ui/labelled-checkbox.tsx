import type { ComponentProps } from 'react';

/** A checkbox with its label beside it, the whole line clickable ("Publier", "Plan actif"…). */
export function LabelledCheckbox({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...input} />
      {label}
    </label>
  );
}
