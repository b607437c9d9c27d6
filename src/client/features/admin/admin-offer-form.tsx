import type { ReactNode } from 'react';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PaymentMethod } from '@contract/payments-labels';
import {
  mobileMoneyNumbersDefaults,
  type MobileMoneyNumbersValue,
  MobileMoneyNumbersFields,
} from '@client/components/admin/mobile-money-numbers-fields';
import {
  SaveDialogContent,
  type ItemDialogProps,
  type SaveDialogProps,
  type SaveDialogTexts,
} from '@client/components/form-dialog';
import { LabelledCheckbox } from '@client/components/ui/labelled-checkbox';
import type { SaveMutation } from '@client/lib/forms/create-or-update';
import { TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';

/** What every offer for sale stores besides its own fields (packages, bundles, plans). */
export interface OfferCommon {
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

/** The common part of the body PUT wants. */
export type OfferBody<T extends OfferCommon> = Pick<
  T,
  'name' | 'description' | 'mobileMoneyInfo'
> & {
  isActive: boolean;
};

/** The common part of the body PUT wants, from what the list shows, with `isActive`. */
export function offerBody<T extends OfferCommon>(offer: T, isActive: boolean): OfferBody<T> {
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

/** The update mutation of an offer: the whole offer, as PUT wants it (itemMutations' useUpdate). */
export interface OfferUpdateMutation<TPayload> extends SaveMutation<{
  id: string;
  body: TPayload;
}> {
  mutate: (
    input: { id: string; body: TPayload },
    callbacks: { onSuccess: () => void; onError: (err: Error) => void },
  ) => void;
  variables?: { id: string } | undefined;
}

/**
 * How one kind of offer is edited and saved, declared once for its list and its create/edit
 * dialog: its texts, the form's schema and values, the saving hooks, the body PUT wants, the
 * offer's own fields.
 */
export interface OfferEditor<
  T extends OfferCommon,
  TValues extends OfferFormValues,
  TPayload extends FieldValues,
> {
  /** The offer's (masculine) noun, for the dialog's and the toasts' texts: "pack", "package". */
  noun: string;
  /** The create dialog's title, and what the dialog says. */
  newTitle: string;
  description: string;
  schema: z.ZodType<TPayload, FieldValues>;
  /** The form's values for the offer, or those of a new one (null): the common ones and its own. */
  defaults: (offer: T | null, common: OfferFormValues) => TValues;
  mutations: {
    useCreate: () => SaveMutation<TPayload>;
    useUpdate: () => OfferUpdateMutation<TPayload>;
  };
  /** The whole offer as PUT wants it, from what the list shows: the common part and its own. */
  bodyOf: (offer: T, common: OfferBody<T>) => TPayload;
  /** The offer's own fields, between "Nom" and the mobile-money numbers. */
  fields: (form: UseFormReturn<TValues, unknown, TPayload>, offer: T | null) => ReactNode;
}

/** The create/edit dialog of an offer kind, from its editor (packages, training bundles). */
export function OfferEditorDialog<
  T extends OfferCommon & { id: string },
  TValues extends OfferFormValues,
  TPayload extends FieldValues,
>({
  editor,
  texts,
  ...props
}: ItemDialogProps<T> & {
  editor: OfferEditor<T, TValues, TPayload>;
  texts: SaveDialogTexts & { active: string };
}) {
  const form = useContractForm<TValues, TPayload>(
    editor.schema,
    // Whole values are default values; TypeScript cannot see it through the generic.
    editor.defaults(props.item, offerFormDefaults(props.item)) as DefaultValues<TValues>,
  );
  return (
    <OfferDialogContent {...props} form={form} mutations={editor.mutations} texts={texts}>
      {editor.fields(form, props.item)}
    </OfferDialogContent>
  );
}
