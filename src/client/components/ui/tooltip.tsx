import { cloneElement, type ReactElement } from 'react';

/**
 * A control whose name is not written next to its icon, with that name as its tooltip (on hover
 * or keyboard focus; touch screens show none). `label` should match the control's accessible
 * name. `contentClassName` can hide the tooltip where the name is visible (e.g. "sm:hidden").
 *
 * Only marks the control: one listener for the whole page shows the tooltip (lib/tooltips.ts), so
 * a phone, which never shows one, downloads no tooltip code.
 */
export function WithTooltip({
  label,
  contentClassName,
  children,
}: {
  label: string;
  contentClassName?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  return cloneElement(children, {
    'data-tooltip': label,
    'data-tooltip-class': contentClassName,
  });
}
