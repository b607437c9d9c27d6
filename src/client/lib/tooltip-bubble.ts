/**
 * The tooltip itself, downloaded on the first one shown (lib/tooltips.ts): one bubble for the
 * page, placed by Floating UI above its control (below when there is no room), kept on screen.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

const BUBBLE_CLASS =
  'fixed top-0 left-0 z-50 w-max max-w-64 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md';

let bubble: HTMLDivElement | undefined;
let stopFollowing: (() => void) | undefined;
let described: { trigger: HTMLElement; before: string | null } | undefined;

export function showBubble(
  trigger: HTMLElement,
  text: string,
  extraClass: string,
  onGone: () => void,
) {
  hideBubble();
  bubble ??= Object.assign(document.createElement('div'), { id: 'kelasi-tooltip' });
  bubble.setAttribute('role', 'tooltip');
  bubble.className = `${BUBBLE_CLASS} ${extraClass}`;
  bubble.textContent = text;
  document.body.append(bubble);
  described = { trigger, before: trigger.getAttribute('aria-describedby') };
  trigger.setAttribute('aria-describedby', bubble.id);
  const placed = bubble;
  stopFollowing = autoUpdate(trigger, placed, () => {
    // The control left the page (another screen): its tooltip goes with it.
    if (!trigger.isConnected) return onGone();
    void computePosition(trigger, placed, {
      strategy: 'fixed',
      placement: 'top',
      middleware: [offset(4), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      placed.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    });
  });
}

export function hideBubble() {
  stopFollowing?.();
  stopFollowing = undefined;
  bubble?.remove();
  if (described) {
    const { trigger, before } = described;
    if (before === null) trigger.removeAttribute('aria-describedby');
    else trigger.setAttribute('aria-describedby', before);
    described = undefined;
  }
}
