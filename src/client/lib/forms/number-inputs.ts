/**
 * The attributes of a number box, spread on a NumberField: which keypad a phone shows, the
 * lowest value and the step.
 */

/** A whole number (amounts in FC, counts, hours): the digit keypad, from 0, by steps of 1. */
export const wholeNumber = { inputMode: 'numeric', min: 0, step: 1 } as const;

/** A count or a duration that cannot be nil (courses in a package, minutes): from 1. */
export const positiveWhole = { ...wholeNumber, min: 1 } as const;

/** An amount in dollars: the decimal keypad, from 0, to the cent. */
export const dollarAmount = { inputMode: 'decimal', min: 0, step: 0.01 } as const;
