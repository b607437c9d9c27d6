/** Spec 01 §9: a tooltip opens after 700 ms of hover; moving to the next one within 300 ms skips it. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
