/** Where a certificate is recognised. */
export const certificationTypes = ['national', 'international'] as const;
