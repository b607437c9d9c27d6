import type { FieldPath, FieldValues } from 'react-hook-form';
import type { PaymentMethod } from '@contract/payments-labels';
import {
  mobileMoneyNumbersDefaults,
  type MobileMoneyNumbersValue,
  MobileMoneyNumbersFields,
} from '@client/components/admin/mobile-money-numbers-fields';
import {
  SaveDialogContent,
  type SaveDialogProps,
  type SaveDialogTexts,
} from '@client/components/form-dialog';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import { TextField } from '@client/lib/forms/fields';

/** What every offer for sale stores besides its own fields (packages, bundles, plans). */
interface OfferCommon {
  name: string;
  description: string | null;
  mobileMoneyInfo: Partial<Record<PaymentMethod, string | null>> | null;
  isActive: boolean;
}

/** The form values every offer editor has. */
export interface OfferFormValues {
  name: string;
  description: string;
  mobileMoneyInfo: MobileMoneyNumbersValue;
  isActive: boolean;
}

/** The common form values of an offer, or those of a new one (on sale). */
export function offerFormDefaults(offer: OfferCommon | null): OfferFormValues {
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    mobileMoneyInfo: mobileMoneyNumbersDefaults(offer?.mobileMoneyInfo),
    isActive: offer?.isActive ?? true,
  };
}

/** The common part of the body PUT wants, from what the list shows, with `isActive`. */
export function offerBody<T extends OfferCommon>(
  offer: T,
  isActive: boolean,
): Pick<T, 'name' | 'description' | 'mobileMoneyInfo'> & { isActive: boolean } {
  return {
    name: offer.name,
    description: offer.description,
    mobileMoneyInfo: offer.mobileMoneyInfo,
    isActive,
  };
}

/** An offer editor's texts, from the offer's (masculine) noun: "pack", "package". */
export interface OfferTexts extends SaveDialogTexts {
  /** The label of the "on sale" checkbox. */
  active: string;
  /** The toast once taken off sale (`isActive` false) or back. */
  toggled: (isActive: boolean) => string;
}

export function offerTexts(
  noun: string,
  { newTitle, description }: { newTitle: string; description: string },
): OfferTexts {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    newTitle,
    editTitle: `Modifier le ${noun}`,
    description,
    created: `${Noun} créé`,
    updated: `${Noun} modifié`,
    saveFailed: `Impossible d'enregistrer le ${noun}`,
    active: `${Noun} actif`,
    toggled: (isActive) => (isActive ? `${Noun} réactivé` : `${Noun} désactivé`),
  };
}

/**
 * An offer's create/edit dialog: "Nom" first, the offer's own fields, then the mobile-money
 * numbers and the "… actif" checkbox (packages, training bundles, subscription plans).
 */
export function OfferDialogContent<TValues extends OfferFormValues, TPayload extends FieldValues>({
  form,
  texts,
  children,
  ...rest
}: SaveDialogProps<TValues, TPayload> & {
  /** `active` labels the "on sale" checkbox. */
  texts: SaveDialogTexts & { active: string };
}) {
  return (
    <SaveDialogContent {...rest} form={form} texts={texts}>
      <TextField form={form} name={'name' as FieldPath<TValues>} label="Nom" autoComplete="off" />
      {children}
      <MobileMoneyNumbersFields form={form} />
      <LabelledCheckbox label={texts.active} {...form.register('isActive' as FieldPath<TValues>)} />
    </SaveDialogContent>
  );
}
