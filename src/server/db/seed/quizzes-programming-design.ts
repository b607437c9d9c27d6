import type { SeedQuiz } from './types.ts';

/** Quizzes of the Programming and Design courses, keyed by course key. */
export const programmingDesignQuizzes: Record<string, SeedQuiz[]> = {
  python: [
    {
      title: 'Quiz : les bases de Python',
      description:
        'Vérifiez que vous savez installer Python, afficher un message et manipuler variables, types et listes.',
      timeLimit: 10,
      externalLink: 'https://docs.python.org/fr/3/tutorial/',
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Que fait l\'instruction print("Mbote ! Bienvenue sur Kelasi") ?',
          choices: [
            "Elle affiche le texte placé entre guillemets à l'écran",
            'Elle enregistre le texte dans un fichier',
            "Elle demande à l'utilisateur de taper un texte",
            "Elle envoie le texte à l'imprimante",
          ],
          correct: [0],
          explanation: "La fonction print affiche à l'écran le texte placé entre guillemets.",
        },
        {
          type: 'true_false',
          questionText:
            'Python ne distingue pas les majuscules des minuscules : Print et print désignent la même fonction.',
          answer: false,
          explanation:
            "Python distingue majuscules et minuscules : seule print, en minuscules, est la fonction d'affichage.",
        },
        {
          type: 'multiple_choice',
          questionText: 'Parmi ces valeurs, lesquelles sont des nombres (int ou float) ?',
          choices: ['500', '2.5', '"500"', 'True'],
          correct: [0, 1],
          points: 2,
          explanation:
            '"500" entre guillemets est une chaîne de caractères (str) et True est un booléen (bool).',
        },
        {
          type: 'single_choice',
          questionText:
            'Après age = input("Votre âge : "), l\'utilisateur tape 25. Que contient la variable age ?',
          choices: [
            'Le texte "25"',
            'Le nombre entier 25',
            'Le nombre décimal 25.0',
            'Rien : input ne renvoie aucune valeur',
          ],
          correct: [0],
          points: 2,
          explanation:
            'input renvoie toujours du texte ; pour calculer, il faut convertir avec int(input(...)).',
        },
        {
          type: 'single_choice',
          questionText: 'Avec communes = ["Gombe", "Lingwala", "Kintambo"], que vaut communes[0] ?',
          choices: [
            '"Gombe"',
            '"Lingwala"',
            '"Kintambo"',
            'Une erreur, car les listes commencent à 1',
          ],
          correct: [0],
          explanation:
            "Les positions d'une liste commencent à 0 : communes[0] est le premier élément.",
        },
        {
          type: 'true_false',
          questionText: "En Python, les espaces en début de ligne (l'indentation) ont un sens.",
          answer: true,
        },
      ],
    },
    {
      title: 'Quiz : conditions, boucles et fonctions',
      description:
        'Entraînez-vous sur if, elif et else, les boucles for et while, et les fonctions.',
      timeLimit: 15,
      isPublished: false,
      questions: [
        {
          type: 'single_choice',
          questionText:
            'Avec note = 14 et la suite de conditions du cours (>= 16 : « Très bien », >= 12 : « Bien », >= 10 : « Passable », sinon « Échec »), quelle mention obtient-on ?',
          choices: ['Très bien', 'Bien', 'Passable', 'Bien puis Passable'],
          correct: [1],
          explanation:
            "Python teste les conditions dans l'ordre et exécute uniquement le premier bloc dont la condition est vraie.",
        },
        {
          type: 'true_false',
          questionText:
            'En Python, = compare deux valeurs et == affecte une valeur à une variable.',
          answer: false,
          explanation: "C'est l'inverse : = affecte une valeur, == compare deux valeurs.",
        },
        {
          type: 'single_choice',
          questionText: "Qu'affiche la boucle for i in range(1, 6): print(i) ?",
          choices: [
            'Les nombres de 1 à 5',
            'Les nombres de 1 à 6',
            'Les nombres de 0 à 5',
            'Le nombre 6 uniquement',
          ],
          correct: [0],
          explanation: "range(1, 6) commence à 1 et s'arrête juste avant 6.",
        },
        {
          type: 'multiple_choice',
          questionText:
            'À propos de def prix_ttc(prix_ht, taux=0.16): return prix_ht * (1 + taux), quelles affirmations sont vraies ?',
          choices: [
            'Le mot-clé def définit la fonction',
            'Le paramètre taux a une valeur par défaut de 0.16',
            'return renvoie le résultat à celui qui appelle la fonction',
            "return affiche le résultat à l'écran",
            'Il faut toujours fournir le paramètre taux',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            "return renvoie une valeur sans l'afficher, et taux peut être omis grâce à sa valeur par défaut.",
        },
        {
          type: 'true_false',
          questionText:
            "Une boucle while dont la condition ne devient jamais fausse s'arrête d'elle-même au bout d'un moment.",
          answer: false,
          explanation:
            "Elle ne s'arrête jamais : veillez à ce que la condition finisse par devenir fausse.",
        },
      ],
    },
  ],

  'html-css': [
    {
      title: 'Quiz : HTML, CSS et pages pour téléphones',
      description: "Structure d'une page, règles CSS et mise en page « mobile d'abord ».",
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            "Dans quelle partie d'une page HTML place-t-on la balise title et la balise meta viewport ?",
          choices: ['head', 'body', 'footer', 'main'],
          correct: [0],
          explanation:
            'La partie head contient les informations destinées au navigateur ; body contient ce que voit le visiteur.',
        },
        {
          type: 'multiple_choice',
          questionText:
            "Quelles balises sont des balises de structure qui aident les lecteurs d'écran et les moteurs de recherche ?",
          choices: ['header', 'nav', 'footer', 'p', 'img'],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'header, nav, main et footer structurent la page ; p et img décrivent du contenu.',
        },
        {
          type: 'single_choice',
          questionText: 'Quel sélecteur CSS cible tous les éléments de classe prix ?',
          choices: ['.prix', '#prix', 'prix', '<prix>'],
          correct: [0],
          explanation: 'Le point désigne une classe, le dièse un identifiant.',
        },
        {
          type: 'true_false',
          questionText:
            "Avec la règle * { box-sizing: border-box; }, la largeur annoncée d'un élément inclut son padding et sa bordure.",
          answer: true,
          explanation: "C'est pourquoi le cours conseille de l'ajouter en tête de fichier.",
        },
        {
          type: 'single_choice',
          questionText:
            "Dans l'approche « mobile d'abord », à quoi sert la règle @media (min-width: 768px) { ... } ?",
          choices: [
            "À enrichir la mise en page sur les écrans d'au moins 768 pixels de large",
            'À masquer la page sur les téléphones',
            'À réduire les images des écrans de moins de 768 pixels',
            "À préparer la page pour l'impression",
          ],
          correct: [0],
          points: 2,
          explanation:
            "On conçoit d'abord pour les petits écrans, puis les media queries ajoutent des règles pour les écrans plus larges.",
        },
        {
          type: 'true_false',
          questionText: 'Un bouton de 30 pixels de haut est assez grand pour être touché du doigt.',
          answer: false,
          explanation: 'Boutons et liens doivent mesurer au moins 44 pixels de haut.',
        },
      ],
    },
  ],

  javascript: [
    {
      title: 'Quiz : asynchrone, promesses et fetch',
      description:
        "Boucle d'événements, async/await et appels d'API robustes sur un réseau instable.",
      passingScore: 75,
      timeLimit: 15,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            'Le code affiche « 1. Début », programme « 2. Minuteur » avec setTimeout(..., 0), puis affiche « 3. Fin ». Dans quel ordre les messages apparaissent-ils ?',
          choices: ['1, 3, 2', '1, 2, 3', '2, 1, 3', '3, 2, 1'],
          correct: [0],
          points: 2,
          explanation:
            "Même avec un délai de zéro, le rappel attend dans la file de la boucle d'événements que le code en cours soit terminé.",
        },
        {
          type: 'true_false',
          questionText: 'fetch rejette sa promesse lorsque le serveur répond avec le statut 404.',
          answer: false,
          explanation:
            "fetch ne rejette qu'en cas d'échec réseau : il faut vérifier response.ok soi-même.",
        },
        {
          type: 'single_choice',
          questionText:
            'Deux chargements indépendants doivent être lancés en même temps. Que faut-il utiliser ?',
          choices: [
            'Promise.all',
            "Deux await l'un après l'autre",
            'Une boucle forEach avec await',
            'setTimeout avec un délai de zéro',
          ],
          correct: [0],
          explanation:
            "Avec Promise.all, le temps total devient celui de l'opération la plus lente, et non la somme des deux.",
        },
        {
          type: 'multiple_choice',
          questionText:
            'Quelles pratiques le cours recommande-t-il sur un réseau mobile instable ?',
          choices: [
            'Fixer un délai maximal avec AbortSignal.timeout',
            'Réessayer les lectures en espaçant les essais : 1 s, puis 2 s, puis 4 s',
            "Exploiter le cache HTTP grâce à l'en-tête ETag",
            'Répéter automatiquement une requête qui crée un paiement',
            'Télécharger les listes entières, sans pagination',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'On ne répète jamais automatiquement une requête qui crée un paiement ou une commande, sauf si le serveur reconnaît les doublons.',
        },
        {
          type: 'true_false',
          questionText: 'Une fonction déclarée avec async renvoie toujours une promesse.',
          answer: true,
        },
        {
          type: 'single_choice',
          questionText: 'Pourquoi éviter await dans une boucle forEach ?',
          choices: [
            "Parce que forEach n'attend pas les promesses",
            'Parce que forEach est interdit dans une fonction async',
            'Parce que await bloque tout le navigateur',
            "Parce que forEach ne fonctionne qu'avec des nombres",
          ],
          correct: [0],
          explanation:
            'Utilisez for...of pour un traitement séquentiel, ou Promise.all avec map pour un traitement parallèle.',
        },
      ],
    },
  ],

  sql: [
    {
      title: 'Quiz : les bases de données relationnelles',
      description: 'Tables, lignes, colonnes, clés et première requête SQL.',
      passingScore: 60,
      timeLimit: 5,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: 'Dans une table, à quoi correspond une ligne ?',
          choices: [
            'À un élément précis, par exemple un élève',
            'À une caractéristique, par exemple le nom',
            "À un type d'objet, par exemple les paiements",
            'À une requête SQL',
          ],
          correct: [0],
          explanation:
            'Une ligne décrit un élément ; chaque colonne en décrit une caractéristique.',
        },
        {
          type: 'true_false',
          questionText: 'Deux élèves qui portent le même nom peuvent avoir la même clé primaire.',
          answer: false,
          explanation:
            'La clé primaire est un identifiant unique : elle désigne chaque ligne sans ambiguïté.',
        },
        {
          type: 'multiple_choice',
          questionText:
            "Pourquoi la table des paiements contient-elle l'identifiant de l'élève plutôt que son nom et son adresse ?",
          choices: [
            'Pour éviter les doublons et les incohérences',
            "Pour qu'un changement d'adresse se fasse à un seul endroit",
            'Parce que SQL interdit de stocker du texte',
            "Pour que les paiements disparaissent quand l'élève déménage",
          ],
          correct: [0, 1],
          points: 2,
          explanation:
            "La clé étrangère relie le paiement à l'élève : son adresse n'est écrite qu'une fois, dans la table des élèves.",
        },
        {
          type: 'single_choice',
          questionText: "Que fait la requête SELECT nom FROM eleves WHERE commune = 'Lemba'; ?",
          choices: [
            'Elle affiche le nom des élèves de la commune de Lemba',
            'Elle supprime les élèves de Lemba',
            'Elle ajoute un élève nommé Lemba',
            'Elle affiche toutes les colonnes de tous les élèves',
          ],
          correct: [0],
        },
      ],
    },
  ],

  'design-basics': [
    {
      title: 'Quiz : couleurs, typographie et composition',
      description: 'Les règles essentielles pour des affiches lisibles et équilibrées.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText:
            "Comment appelle-t-on deux couleurs placées face à face sur le cercle chromatique, comme le bleu et l'orange ?",
          choices: ['Complémentaires', 'Analogues', 'Monochromes', 'Primaires'],
          correct: [0],
          explanation:
            'Les complémentaires créent un contraste fort ; les analogues, voisines sur le cercle, donnent un ensemble harmonieux.',
        },
        {
          type: 'single_choice',
          questionText:
            "Selon la règle 60-30-10, quelle part de la surface occupe la couleur d'accent ?",
          choices: ['10 %', '30 %', '60 %', 'Toute la surface'],
          correct: [0],
          points: 2,
          explanation:
            "La couleur dominante couvre 60 %, la secondaire 30 % et l'accent 10 %, réservé aux éléments importants.",
        },
        {
          type: 'true_false',
          questionText:
            'Pour un projet, il est conseillé de se limiter à deux polices : une pour les titres et une pour le texte courant.',
          answer: true,
          explanation: 'Associer davantage de polices donne un résultat désordonné.',
        },
        {
          type: 'multiple_choice',
          questionText: "Quelles pratiques améliorent la lisibilité d'un texte ?",
          choices: [
            "Un interlignage d'environ 1,5 fois la taille du texte",
            'Des lignes de 50 à 75 caractères',
            'Un contraste élevé entre le texte et le fond',
            'Un texte entièrement en majuscules',
            'Un texte jaune sur fond blanc',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Les majuscules continues se lisent plus difficilement, et le jaune sur blanc manque de contraste.',
        },
        {
          type: 'true_false',
          questionText:
            "L'espace blanc est de la place perdue qu'il vaut mieux remplir avec des informations.",
          answer: false,
          explanation:
            "L'espace blanc laisse respirer le contenu et met en valeur l'essentiel ; une affiche surchargée ne transmet aucun message.",
        },
      ],
    },
  ],

  'ui-ux': [
    {
      title: 'Quiz : concevoir pour ses utilisateurs',
      description: 'Recherche utilisateur, maquettes, tests et accessibilité sur mobile.',
      timeLimit: 10,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: "Qu'est-ce qu'un persona ?",
          choices: [
            "Un portrait fictif mais réaliste qui représente un groupe d'utilisateurs",
            'Un vrai client interrogé pendant un entretien',
            "Un écran de l'application dessiné en noir et blanc",
            'Un outil de prototypage en ligne',
          ],
          correct: [0],
          explanation:
            "Un persona précise les objectifs, les frustrations et le contexte technique d'un groupe d'utilisateurs.",
        },
        {
          type: 'true_false',
          questionText:
            'On commence la conception des écrans par des maquettes filaires, sans se soucier des couleurs ni des images.',
          answer: true,
          explanation:
            "À ce stade, changer d'idée ne coûte rien : le papier et le crayon suffisent.",
        },
        {
          type: 'single_choice',
          questionText:
            'Combien de tests avec de vrais utilisateurs suffisent pour découvrir la majorité des problèmes importants ?',
          choices: ['Trois à cinq', 'Un seul', 'Au moins cinquante', 'Aucun, le concepteur suffit'],
          correct: [0],
        },
        {
          type: 'multiple_choice',
          questionText: "Quelles règles d'accessibilité le cours recommande-t-il ?",
          choices: [
            "Un texte d'au moins 16 pixels",
            "Un contraste d'au moins 4,5 pour 1 entre le texte et le fond",
            "Des cibles tactiles d'au moins 44 pixels de côté",
            'Signaler une erreur uniquement par la couleur rouge',
            'Des libellés génériques comme « Valider »',
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Une information ne passe jamais uniquement par la couleur, et « Payer 15 000 FC » est plus clair que « Valider ».',
        },
        {
          type: 'true_false',
          questionText:
            "Pendant le test d'un prototype, il faut aider l'utilisateur dès qu'il hésite.",
          answer: false,
          points: 2,
          explanation:
            'On observe sans aider : les hésitations et les erreurs révèlent les problèmes à corriger.',
        },
      ],
    },
  ],

  branding: [
    {
      title: 'Quiz : identité visuelle et logo',
      description: 'De la stratégie de marque à la charte graphique.',
      timeLimit: 12,
      isPublished: true,
      questions: [
        {
          type: 'single_choice',
          questionText: "Que doit faire le designer avant d'ouvrir un logiciel de dessin ?",
          choices: [
            'Comprendre la stratégie de marque de son client',
            'Choisir ses couleurs préférées',
            'Reprendre le logo du principal concurrent',
            'Imprimer des cartes de visite',
          ],
          correct: [0],
          explanation:
            'Positionnement, valeurs et personnalité de la marque guident ensuite tous les choix graphiques.',
        },
        {
          type: 'single_choice',
          questionText: "Qu'est-ce qu'un logotype ?",
          choices: [
            'Le nom de la marque seul, travaillé typographiquement',
            'Un symbole sans aucun texte',
            'Un monogramme formé à partir des initiales',
            'Une planche de tendances',
          ],
          correct: [0],
          points: 2,
        },
        {
          type: 'true_false',
          questionText:
            'Un logo doit être vectoriel pour pouvoir être agrandi sans perte de qualité.',
          answer: true,
          explanation:
            'Il passe ainsi de la carte de visite à la façade du magasin sans se dégrader.',
        },
        {
          type: 'multiple_choice',
          questionText: 'Que contient au minimum une charte graphique ?',
          choices: [
            'Le logo et ses déclinaisons',
            'La zone de protection et la taille minimale du logo',
            'Les interdits, comme déformer le logo ou changer ses couleurs',
            'Les mots de passe des réseaux sociaux de la marque',
            "Le bilan comptable de l'entreprise",
          ],
          correct: [0, 1, 2],
          points: 2,
          explanation:
            'Elle précise aussi la palette de couleurs, les polices et des exemples de supports.',
        },
        {
          type: 'single_choice',
          questionText: "Quels codes de couleur utilise-t-on pour l'impression ?",
          choices: ['CMJN', 'RVB', 'Hexadécimaux', 'HTML'],
          correct: [0],
          explanation: "Les codes hexadécimaux et RVB servent à l'écran, CMJN à l'impression.",
        },
        {
          type: 'true_false',
          questionText:
            'Pour présenter un logo au client, le mieux est de le montrer seul sur un fond blanc.',
          answer: false,
          explanation:
            'Présentez-le en situation, sur une enseigne, un véhicule ou une page Facebook : le client comprend mieux le résultat.',
        },
      ],
    },
  ],
};
