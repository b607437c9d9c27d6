import type { SeedQuiz } from './types.ts';

/** Quizzes of the Business and Marketing courses, keyed by course key. */
export const businessMarketingQuizzes: Record<string, SeedQuiz[]> = {
  'small-business': [
    {
      title: 'Quiz : créer et gérer sa petite entreprise',
      description: 'Tester son idée, se formaliser, tenir sa trésorerie et fidéliser ses clients.',
      timeLimit: 15,
      isPublished: true,
      questions: [
        {
          type: 'true_false',
          questionText:
            'Les encouragements polis de vos proches prouvent que votre idée trouvera des clients.',
          answer: false,
          explanation: 'La seule preuve solide est un client qui paie ou passe une précommande.',
        },
        {
          type: 'single_choice',
          questionText:
            'Avant de louer un local pour un service traiteur, que conseille le cours ?',
          choices: [
            'Lancer une version minimale, par exemple livrer des repas à dix collègues pendant deux semaines',
            "Acheter tout le matériel d'un coup pour obtenir de meilleurs prix",
            'Emprunter pour ouvrir directement trois points de vente',
            "Attendre d'avoir économisé pendant cinq ans",
          ],
          correct: [0],
          points: 2,
          explanation:
            "Une version minimale montre ce que les clients aiment et le prix qu'ils acceptent, avant d'investir.",
        },
        {
          type: 'single_choice',
          questionText:
            "Quelle forme juridique sépare le patrimoine de l'entreprise de celui des associés ?",
          choices: [
            'La société à responsabilité limitée (SARL)',
            "L'entreprise individuelle",
            'Le Registre du commerce et du crédit mobilier',
            "Le Guichet unique de création d'entreprise",
          ],
          correct: [0],
          explanation:
            "Le RCCM est le registre où l'on s'immatricule, et le Guichet unique le lieu des formalités.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Quelles règles de trésorerie le cours recommande-t-il ?',
          choices: [
            "Séparer l'argent de l'entreprise de son argent personnel",
            'Noter chaque entrée et chaque sortie le jour même',
            'Établir un plan de trésorerie sur trois mois',
            'Puiser dans la caisse selon les besoins de la maison',
            'Accorder du crédit à tous les clients qui le demandent',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation: 'Versez-vous un salaire fixe et limitez le crédit aux clients de confiance.',
        },
        {
          type: 'true_false',
          questionText:
            'Conquérir un nouveau client coûte généralement plus cher que garder un client existant.',
          answer: true,
          explanation:
            'Un client satisfait revient, achète davantage et vous recommande : le bouche-à-oreille reste le premier canal de vente.',
        },
      ],
    },
  ],

  accounting: [
    {
      title: 'Quiz : comptabilité de base',
      description: 'Cahier de caisse, marge, amortissement, seuil de rentabilité et bilan.',
      passingScore: 60,
      timeLimit: 15,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            "Le solde de caisse est de 150 000 FC. Vous vendez des pagnes pour 45 000 FC, puis achetez des sacs d'emballage pour 12 000 FC. Quel est le nouveau solde ?",
          choices: ['183 000 FC', '195 000 FC', '207 000 FC', '138 000 FC'],
          correct: [0],
          points: 2,
          explanation: 'Solde = solde précédent + entrée - sortie : 150 000 + 45 000 - 12 000.',
        },
        {
          type: 'single_choice',
          questionText:
            'Vous achetez un sac de riz 80 000 FC et le revendez 95 000 FC. Quelle est votre marge brute ?',
          choices: ['15 000 FC', '95 000 FC', '175 000 FC', '18 750 FC'],
          correct: [0],
          explanation: "Marge = prix de vente - coût d'achat, soit 18,75 % du coût d'achat.",
        },
        {
          type: 'true_false',
          questionText:
            "Une machine à coudre utilisable pendant cinq ans est une charge de l'activité courante.",
          answer: false,
          explanation:
            "C'est un investissement : son coût est réparti sur sa durée d'utilisation, c'est l'amortissement.",
        },
        {
          type: 'single_choice',
          questionText:
            'Un salon de coiffure a 900 000 FC de charges fixes par mois et un taux de marge sur coûts variables de 60 %. Quel est son seuil de rentabilité mensuel ?',
          choices: ['1 500 000 FC', '540 000 FC', '900 000 FC', '1 440 000 FC'],
          correct: [0],
          points: 2,
          explanation: 'Seuil = charges fixes / taux de marge, soit 900 000 / 0,6.',
        },
        {
          type: 'multiple_choice',
          questionText: "Lesquels de ces éléments figurent à l'actif du bilan ?",
          choices: [
            'Les équipements',
            'Les stocks',
            'Les créances clients',
            'Les emprunts',
            'Les dettes fournisseurs',
          ],
          correct: [0, 1, 2],
          explanation:
            'Emprunts et dettes fournisseurs sont au passif, avec le capital et les bénéfices accumulés.',
        },
        {
          type: 'true_false',
          questionText:
            "C'est le bénéfice, et non le chiffre d'affaires, qui indique si l'entreprise est en bonne santé.",
          answer: true,
        },
      ],
    },
  ],

  'project-management': [
    {
      title: 'Quiz : gestion de projet',
      description: 'Cadrage, planification, méthodes agiles et gestion des risques.',
      timeLimit: 12,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Lequel de ces objectifs est un objectif SMART ?',
          choices: [
            "Installer trois bornes-fontaines fonctionnelles dans le quartier Kingabwa d'ici le 30 juin",
            "Améliorer l'accès à l'eau",
            'Faire de notre mieux pour le quartier',
            'Installer des bornes-fontaines dès que possible',
          ],
          correct: [0],
          explanation: 'Il est spécifique, mesurable, atteignable, réaliste et fixé dans le temps.',
        },
        {
          type: 'true_false',
          questionText: "Le périmètre d'un projet précise aussi ce que le projet n'inclut pas.",
          answer: true,
          explanation:
            'Cette liste évite les demandes supplémentaires qui font dériver le calendrier et le budget.',
        },
        {
          type: 'single_choice',
          questionText: "Qu'est-ce que le chemin critique ?",
          choices: [
            'La suite de tâches dépendantes la plus longue',
            'La liste des tâches les plus coûteuses',
            "Les tâches qui disposent d'une marge",
            "L'ordre dans lequel on présente le projet au commanditaire",
          ],
          correct: [0],
          points: 2,
          explanation: "Tout retard sur l'une de ses tâches retarde la fin du projet.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Que note-t-on dans un registre des risques pour chaque risque ?',
          choices: [
            'Sa probabilité',
            'Son impact',
            'Le responsable',
            'Les actions prévues pour le réduire',
            "Le salaire de chaque membre de l'équipe",
          ],
          correct: [0, 1, 2, 3],
          points: 2,
        },
        {
          type: 'true_false',
          questionText: 'Dans la méthode Scrum, la réunion quotidienne dure environ une heure.',
          answer: false,
          explanation:
            'Elle dure une quinzaine de minutes : ce qui est fait, ce qui vient, ce qui bloque.',
        },
        {
          type: 'single_choice',
          questionText: "Quelles sont les trois colonnes d'un tableau Kanban simple ?",
          choices: [
            '« À faire », « En cours » et « Terminé »',
            '« Urgent », « Important » et « Inutile »',
            '« Lundi », « Mercredi » et « Vendredi »',
            '« Risque », « Impact » et « Responsable »',
          ],
          correct: [0],
          explanation:
            'Limitez le nombre de tâches en cours pour finir avant de commencer autre chose.',
        },
      ],
    },
  ],

  'social-media': [
    {
      title: 'Quiz : marketing sur les réseaux sociaux',
      description: 'Cible, contenus qui engagent et mesure des résultats.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            'Selon la règle des 80/20, quelle part des publications doit être promotionnelle ?',
          choices: ['Environ 20 %', 'Environ 80 %', 'La moitié', 'Aucune'],
          correct: [0],
          explanation:
            'Environ 80 % de contenus utiles ou divertissants, 20 % de contenus promotionnels.',
        },
        {
          type: 'true_false',
          questionText:
            'Mieux vaut être présent sur tous les réseaux sociaux, même de manière irrégulière.',
          answer: false,
          explanation: 'Choisissez un ou deux réseaux et faites-les bien.',
        },
        {
          type: 'single_choice',
          questionText: "Que mesure le taux d'engagement ?",
          choices: [
            'Les réactions, commentaires, partages et enregistrements rapportés à la portée',
            'Le nombre de personnes qui ont vu une publication',
            "Le nombre d'abonnés gagnés dans le mois",
            'Le nombre de ventes obtenues',
          ],
          correct: [0],
          points: 2,
          explanation:
            'Le nombre de personnes qui ont vu une publication est la portée ; les ventes sont les conversions.',
        },
        {
          type: 'multiple_choice',
          questionText: 'Quels conseils le cours donne-t-il pour réaliser des vidéos efficaces ?',
          choices: [
            'Ajouter des sous-titres',
            'Profiter de la lumière naturelle',
            'Garder le téléphone stable',
            "Attendre d'avoir un matériel professionnel avant de publier",
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Beaucoup de personnes regardent les vidéos sans le son ; la qualité compte, sans viser la perfection.',
        },
        {
          type: 'true_false',
          questionText: 'Pour améliorer ses résultats, on teste une seule modification à la fois.',
          answer: true,
          explanation: 'Comparez ensuite les résultats sur plusieurs semaines.',
        },
      ],
    },
  ],

  whatsapp: [
    {
      title: 'Quiz : vendre sur WhatsApp Business',
      description: 'Profil, réponses rapides, listes de diffusion et paiement mobile en sécurité.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Comment insère-t-on une réponse rapide dans WhatsApp Business ?',
          choices: [
            "En tapant une barre oblique suivie d'un raccourci, par exemple /paiement",
            "En appuyant longuement sur le bouton d'envoi",
            'En envoyant un message vocal',
            'En créant une liste de diffusion',
          ],
          correct: [0],
        },
        {
          type: 'true_false',
          questionText:
            "Une capture d'écran envoyée par le client suffit à prouver qu'un paiement mobile money a été reçu.",
          answer: false,
          points: 2,
          explanation:
            'Une capture peut être falsifiée : vérifiez la réception dans votre propre historique avant de livrer.',
        },
        {
          type: 'multiple_choice',
          questionText: "Que doit contenir le récapitulatif écrit d'une commande ?",
          choices: [
            'Les produits et leurs quantités',
            'Le prix total et les frais de livraison',
            "L'adresse et le moyen de paiement",
            'Le code de vérification reçu par SMS',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Ce récapitulatif évite les malentendus et sert de preuve ; le code reçu par SMS ne se communique jamais.',
        },
        {
          type: 'true_false',
          questionText:
            "Seules les personnes qui ont enregistré votre numéro reçoivent les messages d'une liste de diffusion.",
          answer: true,
          explanation: "C'est ce qui limite le spam.",
        },
        {
          type: 'single_choice',
          questionText: 'Pendant combien de temps un statut WhatsApp reste-t-il visible ?',
          choices: ['24 heures', 'Une heure', 'Une semaine', "Jusqu'à ce qu'on le supprime"],
          correct: [0],
          explanation: 'Deux à quatre statuts par jour suffisent.',
        },
      ],
    },
  ],

  'brand-strategy': [
    {
      title: 'Quiz : positionner sa marque',
      description: 'Cible, promesse et différenciation.',
      timeLimit: 5,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: "Que définit le positionnement d'une marque ?",
          choices: [
            "La place qu'elle veut occuper dans l'esprit des clients par rapport à ses concurrents",
            "L'emplacement de son magasin",
            'La position du logo sur les supports',
            'Son classement dans les moteurs de recherche',
          ],
          correct: [0],
        },
        {
          type: 'true_false',
          questionText: '« Qualité et bon prix » est une promesse qui différencie bien une marque.',
          answer: false,
          explanation: 'Tout le monde peut faire cette promesse : elle ne vous distingue pas.',
        },
        {
          type: 'multiple_choice',
          questionText: 'Quelles qualités une bonne promesse doit-elle réunir ?',
          choices: [
            'Être désirable pour la cible',
            'Être crédible compte tenu de vos moyens',
            'Être distincte de celle des concurrents',
            'Être identique à celle du leader du marché',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Une marque qui essaie de plaire à tout le monde finit par ne marquer personne.',
        },
        {
          type: 'single_choice',
          questionText: "Qu'est-ce qui rend une promesse crédible ?",
          choices: [
            'Des preuves : savoir-faire, chiffres, témoignages ou garantie',
            'Un slogan répété plus souvent',
            'Une police plus grande',
            'Un nom de marque en anglais',
          ],
          correct: [0],
          explanation: "Ces preuves montrent que la marque peut tenir ce qu'elle promet.",
        },
      ],
    },
  ],
};
