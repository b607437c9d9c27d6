import type { SeedQuiz } from './types.ts';

/** Quizzes of the Personal development and Languages courses, keyed by course key. */
export const personalLanguagesQuizzes: Record<string, SeedQuiz[]> = {
  'time-management': [
    {
      title: 'Quiz : gestion du temps et productivité',
      description:
        'Priorités, planification de la semaine et techniques contre la procrastination.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            "Dans la matrice d'Eisenhower, que faire d'une tâche importante mais pas urgente ?",
          choices: ['La planifier', 'La faire tout de suite', 'La déléguer', "L'éliminer"],
          correct: [0],
          explanation:
            "On fait tout de suite l'urgent et important, on délègue l'urgent pas important et on élimine le reste.",
        },
        {
          type: 'true_false',
          questionText:
            'Les personnes efficaces consacrent davantage de temps aux tâches importantes mais pas urgentes.',
          answer: true,
          explanation:
            "Travailler sur l'important avant qu'il ne devienne urgent réduit le nombre de crises.",
        },
        {
          type: 'single_choice',
          questionText:
            'Quelle part de son temps le cours conseille-t-il de laisser libre pour absorber les imprévus ?',
          choices: ['Environ 20 %', 'Aucune', 'Environ 5 %', 'Environ 50 %'],
          correct: [0],
          points: 2,
          explanation:
            "Un embouteillage ou une coupure d'électricité bouleverse un programme trop serré.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Quelles techniques aident à vaincre la procrastination ?',
          choices: [
            'Découper la tâche en petites actions concrètes',
            'La règle des deux minutes',
            'La méthode Pomodoro',
            'Se reprocher longuement la journée perdue',
            'Garder le téléphone à portée de main pendant le travail',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Soyez bienveillant avec vous-même et mettez le téléphone hors de portée pendant chaque séance.',
        },
        {
          type: 'true_false',
          questionText:
            'Dans la méthode Pomodoro, on travaille 50 minutes, puis on fait une pause de 5 minutes.',
          answer: false,
          explanation:
            'On travaille 25 minutes sans interruption, puis on fait une pause de 5 minutes.',
        },
        {
          type: 'single_choice',
          questionText: "Combien d'objectifs prioritaires fixer lors de la revue hebdomadaire ?",
          choices: ['Trois', 'Un seul', 'Dix', 'Autant que possible'],
          correct: [0],
        },
      ],
    },
  ],

  'public-speaking': [
    {
      title: 'Quiz : prise de parole en public',
      description: 'Préparer son intervention, gérer le trac et captiver son auditoire.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: "Quel est le rôle de l'introduction d'une intervention ?",
          choices: [
            "Capter l'attention et annoncer le plan",
            'Présenter tous les chiffres en détail',
            'Répondre aux questions du public',
            "Résumer ce que l'on attend du public",
          ],
          correct: [0],
          explanation:
            "C'est la conclusion qui résume l'essentiel et formule ce que l'on attend du public.",
        },
        {
          type: 'true_false',
          questionText:
            'Pour bien parler en public, il vaut mieux lire un texte entièrement rédigé.',
          answer: false,
          explanation:
            "Préférez des notes sous forme de mots-clés : lire un texte crée une distance avec l'auditoire.",
        },
        {
          type: 'single_choice',
          questionText: 'Comment pratique-t-on la respiration abdominale décrite dans le cours ?',
          choices: [
            'Inspirer 4 secondes par le nez, retenir 2 secondes, expirer 6 secondes par la bouche',
            'Inspirer 6 secondes par la bouche, puis expirer 2 secondes par le nez',
            'Retenir son souffle le plus longtemps possible',
            'Respirer très vite pendant une minute',
          ],
          correct: [0],
          points: 2,
          explanation: 'Répétée cinq fois, elle ralentit le rythme cardiaque.',
        },
        {
          type: 'multiple_choice',
          questionText: "Quels comportements aident à captiver l'auditoire ?",
          choices: [
            'Marquer des pauses avant et après un point clé',
            'Balayer la salle du regard',
            'Raconter des histoires concrètes',
            'Croiser les bras',
            'Jouer avec un stylo',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Une posture stable et des gestes naturels donnent de la force au propos ; les bras croisés ferment le contact.',
        },
        {
          type: 'true_false',
          questionText:
            'Le trac est une réaction normale, que ressentent aussi les orateurs expérimentés.',
          answer: true,
          explanation: "L'objectif n'est pas de le faire disparaître, mais de l'apprivoiser.",
        },
      ],
    },
  ],

  leadership: [
    {
      title: "Quiz : leadership et gestion d'équipe",
      description: 'Styles de leadership, délégation, feedback et gestion des conflits.',
      passingScore: 80,
      timeLimit: 12,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            'Quel style de leadership convient à un collaborateur débutant mais motivé ?',
          choices: ['Directif', 'Persuasif', 'Participatif', 'Délégatif'],
          correct: [0],
          points: 2,
          explanation: 'On lui explique précisément quoi faire, comment et quand.',
        },
        {
          type: 'true_false',
          questionText:
            'Le leader efficace applique le même style de direction à tous les membres de son équipe.',
          answer: false,
          explanation:
            "C'est l'erreur la plus fréquente : diriger un expert de façon directive le démotive, laisser seul un débutant le met en échec.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Quelles étapes font partie de la méthode DESC ?',
          choices: [
            'Décrire les faits de manière objective',
            "Exprimer l'effet produit",
            'Suggérer une solution ensemble',
            'Conclure sur les conséquences positives du changement',
            "Sanctionner la personne devant l'équipe",
          ],
          correct: [0, 1, 2, 3],
          points: 2,
        },
        {
          type: 'single_choice',
          questionText:
            'Face à un conflit entre deux collaborateurs, que faire avant la rencontre commune ?',
          choices: [
            'Rencontrer chaque personne séparément pour écouter sa version',
            'Désigner publiquement le coupable',
            'Attendre que le malaise disparaisse de lui-même',
            'Sanctionner les deux parties',
          ],
          correct: [0],
          explanation: 'Écoutez sans juger ni prendre parti : un malaise non traité grossit.',
        },
        {
          type: 'true_false',
          questionText: 'Une critique se donne de préférence en privé, rapidement après les faits.',
          answer: true,
        },
      ],
    },
  ],

  english: [
    {
      title: 'Quiz : anglais professionnel',
      description: 'Se présenter, écrire un e-mail et participer à une réunion en anglais.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Comment dit-on « Je suis ingénieur » en anglais ?',
          choices: ["I'm an engineer.", "I'm engineer.", "I'm a engineer.", 'I am engineering.'],
          correct: [0],
          explanation: "On met l'article a ou an devant un métier ; an devant un son de voyelle.",
        },
        {
          type: 'true_false',
          questionText: 'Le mot anglais « actually » signifie « actuellement ».',
          answer: false,
          explanation:
            '« Actually » signifie « en réalité » ; « actuellement » se dit « currently ».',
        },
        {
          type: 'single_choice',
          questionText:
            'Quelle formule ouvre un e-mail quand on ne connaît pas le nom du destinataire ?',
          choices: ['Dear Sir or Madam,', 'Hi buddy,', 'Best regards,', 'Nice to meet you,'],
          correct: [0],
          explanation: "« Best regards, » sert à conclure le message, pas à l'ouvrir.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Quelles phrases permettent de demander une clarification en réunion ?',
          choices: [
            'Sorry, could you repeat that, please?',
            'Could you speak more slowly, please?',
            'What do you mean by...?',
            'I agree with you.',
            "Let's summarize.",
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation: 'Demander une clarification est parfaitement normal en réunion.',
        },
        {
          type: 'single_choice',
          questionText:
            "Pendant une réunion en ligne, un collègue vous dit « You're on mute. ». Que signifie-t-il ?",
          choices: [
            'Votre micro est coupé',
            'Votre caméra est coupée',
            'Vous parlez trop vite',
            'La réunion est terminée',
          ],
          correct: [0],
          points: 2,
        },
        {
          type: 'true_false',
          questionText: 'On répond à « Nice to meet you » par « Nice to meet you too ».',
          answer: true,
        },
      ],
    },
  ],

  lingala: [
    {
      title: 'Quiz : le lingala de tous les jours',
      description:
        'Saluer, faire ses courses au marché et se présenter. Sans limite de temps : prenez le temps de prononcer chaque mot.',
      timeLimit: null,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Que signifie « Matondi mingi » ?',
          choices: ['Merci beaucoup', 'Bonjour à tous', 'À bientôt', 'Pardon'],
          correct: [0],
          explanation: '« Matondi » veut dire merci ; « Mbote na bino » salue plusieurs personnes.',
        },
        {
          type: 'true_false',
          questionText: '« Mbote na bino » sert à saluer plusieurs personnes.',
          answer: true,
        },
        {
          type: 'single_choice',
          questionText: "Au marché, comment demande-t-on le prix d'un article ?",
          choices: [
            'Ezali ntalo boni ?',
            'Nkombo na yo nani ?',
            'Ozali kokende wapi ?',
            'Tika ngai awa',
          ],
          correct: [0],
          points: 2,
          explanation:
            "Les autres phrases demandent le nom, la destination ou de déposer quelqu'un ici.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Parmi ces mots, lesquels désignent des aliments ?',
          choices: ['mbisi', 'mpunga', 'lipa', 'mosika', 'zomi'],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'mbisi : poisson, mpunga : riz, lipa : pain ; mosika veut dire loin et zomi, dix.',
        },
        {
          type: 'single_choice',
          questionText: 'Quel nombre se dit « mitano » ?',
          choices: ['5', '3', '7', '10'],
          correct: [0],
          explanation: 'misato : 3, sambo : 7, zomi : 10.',
        },
        {
          type: 'true_false',
          questionText: '« Nafandaka na Lemba » signifie « Je viens de Lemba ».',
          answer: false,
          explanation:
            "Cette phrase signifie « J'habite à Lemba » ; pour dire d'où l'on vient, on utilise « Nauti ».",
        },
      ],
    },
  ],

  swahili: [
    {
      title: 'Quiz : les temps du verbe en swahili',
      description: 'Présent, passé, futur, négation et expressions du travail.',
      timeLimit: 12,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Que signifie « tunasoma » ?',
          choices: ['Nous lisons', 'Je lis', 'Ils lisent', 'Nous avons lu'],
          correct: [0],
          explanation: 'tu- : nous, -na- : présent, -soma : lire.',
        },
        {
          type: 'single_choice',
          questionText: 'Comment dit-on « je lirai » ?',
          choices: ['nitasoma', 'ninasoma', 'nilisoma', 'sitasoma'],
          correct: [0],
          points: 2,
          explanation:
            'Le futur se marque avec -ta- ; sitasoma est la forme négative : je ne lirai pas.',
        },
        {
          type: 'true_false',
          questionText: "Au passé, la marque de temps est -li- : nilisoma signifie « j'ai lu ».",
          answer: true,
        },
        {
          type: 'multiple_choice',
          questionText: 'Parmi ces formes, lesquelles sont négatives ?',
          choices: ['sisomi', 'hawakuja', 'sitasoma', 'wanasoma', 'alikwenda'],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'La négation modifie le préfixe de personne (si-, ha-, hawa-...) ; wanasoma et alikwenda sont affirmatifs.',
        },
        {
          type: 'true_false',
          questionText: 'En heure swahilie, « saa tatu » correspond à 15 heures.',
          answer: false,
          explanation:
            'On compte à partir du lever du soleil, vers 6 heures : saa tatu, la troisième heure, correspond à 9 heures.',
        },
        {
          type: 'single_choice',
          questionText: 'Que répond-on à « asante » ?',
          choices: ['karibu', 'tafadhali', 'nakubali', 'habari'],
          correct: [0],
          explanation:
            "« karibu » veut dire de rien, bienvenue ; « tafadhali » veut dire s'il vous plaît.",
        },
      ],
    },
  ],
};
