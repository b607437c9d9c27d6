/**
 * Taps on a server-rendered page's buttons made before React has taken them over: on a slow
 * network the page is readable, and looks ready, seconds before its code has arrived, and React
 * does not replay a tap into a part whose code is still on its way. The page's inline script
 * (index.html) holds each tap on a button React has not hydrated yet; here, each is made again
 * on its button as soon as React has (React marks the elements it owns with its props).
 */
declare global {
  interface Window {
    kelasiEarlyTaps?: HTMLElement[];
    kelasiReplayTaps?: () => void;
  }
}

const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

let watching = false;

/**
 * A tap made again as the browser makes one: the presses, then the click. Menus open on the
 * press (Radix's dropdown trigger), most buttons on the click.
 */
function tap(button: HTMLElement): void {
  const press = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const touch = { ...press, pointerType: 'touch', isPrimary: true };
  button.dispatchEvent(new PointerEvent('pointerdown', touch));
  button.dispatchEvent(new MouseEvent('mousedown', press));
  button.dispatchEvent(new PointerEvent('pointerup', touch));
  button.dispatchEvent(new MouseEvent('mouseup', press));
  button.click();
}

/** Watches the held taps, frame by frame while there are any, and makes each once it can. */
function replayWhenReady(): void {
  if (watching) return;
  watching = true;
  const look = () => {
    const held = window.kelasiEarlyTaps ?? [];
    const waiting = held.filter((button) => button.isConnected && !ownedByReact(button));
    const ready = held.filter((button) => button.isConnected && ownedByReact(button));
    window.kelasiEarlyTaps = waiting;
    for (const button of ready) tap(button);
    if (waiting.length > 0) requestAnimationFrame(look);
    else watching = false;
  };
  look();
}

/** From now on (the app has started), held taps are made again as soon as React can take them. */
export function replayEarlyTaps(): void {
  window.kelasiReplayTaps = replayWhenReady;
  replayWhenReady();
}
