import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';

/** A dialog's title and the text under it, which assistive technology reads as its description. */
export function DialogHeading({
  title,
  description,
}: {
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}
