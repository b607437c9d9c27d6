/** Kinds of announcement; the kind sets the banner's colour. */
export const announcementTypes = ['info', 'warning', 'success'] as const;
