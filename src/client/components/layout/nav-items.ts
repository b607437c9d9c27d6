/** Main navigation for signed-in users (spec 01 §2 "Header"). */
export const NAV_ITEMS = [
  { href: '/catalog', label: 'Catalogue' },
  { href: '/live-classes', label: 'Cours en Direct' },
  { href: '/certifications', label: 'Certifications' },
  { href: '/internships', label: 'Stages' },
  { href: '/packages', label: 'Packages de cours' },
  { href: '/training-packages', label: 'Packages Formation' },
  { href: '/subscriptions', label: 'Abonnements' },
] as const;

/** Links of the account menu for some roles only. */
export const ROLE_MENU_ITEMS = [
  { href: '/offline', label: 'Hors ligne', roles: ['student'] },
  {
    href: '/receiving-phones',
    label: 'Téléphones de réception',
    roles: ['instructor', 'admin'],
  },
] as const;

/** The role-only links `role` sees. */
export function roleMenuItems(role: string) {
  return ROLE_MENU_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role));
}

/** True when the current path is the item's page or one of its sub-pages. */
export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
