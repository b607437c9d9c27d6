/**
 * Tooltips of the controls marked by `WithTooltip`, for the whole page: one set of listeners on
 * the document, the bubble's code (and its positioning library) downloaded on the first hover or
 * keyboard focus. Timing of spec 01 §9: a tooltip opens after 700 ms of hover, and at once when
 * another has just closed (300 ms) or is still open; a keyboard focus opens it at once.
 */
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@client/components/ui/tooltip-timing';
import type * as BubbleModule from './tooltip-bubble';

type Bubble = typeof BubbleModule;

let bubble: Promise<Bubble> | undefined;
/** The control whose tooltip is shown or about to be. */
let wanted: HTMLElement | null = null;
let shown = false;
let openTimer: ReturnType<typeof setTimeout> | undefined;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
let skipDelay = false;

const triggerOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;

function show(trigger: HTMLElement) {
  clearTimeout(openTimer);
  wanted = trigger;
  bubble ??= import('./tooltip-bubble');
  void bubble.then((module) => {
    if (wanted !== trigger) return;
    shown = true;
    module.showBubble(
      trigger,
      trigger.dataset.tooltip ?? '',
      trigger.dataset.tooltipClass ?? '',
      hide,
    );
  });
}

function hide() {
  clearTimeout(openTimer);
  wanted = null;
  if (!shown) return;
  shown = false;
  void bubble?.then((module) => module.hideBubble());
  // Moving on to the next control within the skip delay opens its tooltip at once.
  skipDelay = true;
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => (skipDelay = false), TOOLTIP_SKIP_DELAY_MS);
}

function onPointerOver(event: PointerEvent) {
  // Touch screens show no tooltip: a tap is not a hover.
  if (event.pointerType === 'touch') return;
  const trigger = triggerOf(event.target);
  if (!trigger || trigger === wanted) return;
  const instant = shown || skipDelay;
  hide();
  if (instant) return show(trigger);
  wanted = trigger;
  openTimer = setTimeout(() => show(trigger), TOOLTIP_DELAY_MS);
}

function onPointerOut(event: PointerEvent) {
  if (!wanted || wanted.contains(event.relatedTarget as Node | null)) return;
  hide();
}

function onFocusIn(event: FocusEvent) {
  const trigger = triggerOf(event.target);
  // Only a focus from the keyboard: a menu handing the focus back to its button after a tap or
  // a click must not leave a tooltip standing.
  if (trigger && trigger === event.target && trigger.matches(':focus-visible')) show(trigger);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Escape') hide();
}

/** Starts listening, once, when the app starts. */
export function watchTooltips() {
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerout', onPointerOut);
  document.addEventListener('pointerdown', hide, true);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', hide);
  document.addEventListener('keydown', onKeyDown);
}
