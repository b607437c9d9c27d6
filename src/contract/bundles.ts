/** Training bundles are sold to individuals or priced on quote for companies. */
export const bundleAudiences = ['individual', 'corporate'] as const;
/** The life of a company's quote request. */
export const quoteStatuses = ['pending', 'sent', 'accepted', 'rejected'] as const;
