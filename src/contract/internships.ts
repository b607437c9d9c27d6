/** The life of an internship request. */
export const internshipStatuses = ['pending', 'approved', 'rejected', 'completed'] as const;
