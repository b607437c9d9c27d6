/** Request bodies as the client's forms send them, valid unless a test changes a field. */

/** A subscription plan as the admin's form sends it; `over` changes or adds fields. */
export const planForm = (over: Record<string, unknown> = {}) => ({
  name: 'Étudiant Plus',
  description: 'Des cours en illimité',
  type: 'student',
  monthlyPrice: 12.5,
  yearlyPrice: 120,
  features: ' Accès illimité ,  Certificat national, ,Support ',
  courseLimit: '',
  commissionRate: null,
  hasCertification: true,
  certificationType: 'national',
  hasInternship: false,
  ...over,
});
