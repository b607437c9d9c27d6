import type { ComponentProps } from 'react';

/** A labelled checkbox of the offers' forms ("Package actif", "Pack actif"). */
export function OfferCheckbox({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...input} />
      {label}
    </label>
  );
}
