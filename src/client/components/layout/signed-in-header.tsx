/**
 * Header parts shown only to signed-in users. Loaded on demand: visitors (e.g. on the landing page)
 * never download the menu code.
 */
export { DesktopNav, MobileNav } from './main-nav';
export { HeaderSearch } from './header-search';
export { NotificationBell } from './notification-bell';
export { UserMenu } from './user-menu';
