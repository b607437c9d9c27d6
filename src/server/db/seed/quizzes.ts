/**
 * Demo quizzes, keyed by course key (the key `seedCourses` and `seedLessons` use). Every course
 * with lessons has at least one published quiz about the content of its lessons, mixing the three
 * question types.
 */
import type { QuestionInput, QuizInput } from '../factories/quizzes.ts';

/** A single- or multiple-choice question; `correct` lists the indexes of the right choices. */
interface SeedChoiceQuestion {
  type: 'single_choice' | 'multiple_choice';
  questionText: string;
  choices: string[];
  correct: number[];
  points?: number;
  explanation?: string;
}

/** A true/false question: its choices are always « Vrai » then « Faux ». */
interface SeedTrueFalseQuestion {
  type: 'true_false';
  questionText: string;
  answer: boolean;
  points?: number;
  explanation?: string;
}

export type SeedQuestion = SeedChoiceQuestion | SeedTrueFalseQuestion;

export interface SeedQuiz {
  title: string;
  description: string;
  /** Percent; 70 when absent. */
  passingScore?: number;
  /** Minutes; null means untimed. */
  timeLimit: number | null;
  externalLink?: string;
  isPublished: boolean;
  questions: SeedQuestion[];
}

/** Quizzes of every seeded course, keyed by course key. */
export const seedQuizzes: Record<string, SeedQuiz[]> = {
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

/** A demo question as the quiz factory takes it: true/false questions get « Vrai » then « Faux ». */
function questionInput(question: SeedQuestion): QuestionInput {
  const { questionText, type, points, explanation } = question;
  const choices =
    question.type === 'true_false'
      ? [
          { choiceText: 'Vrai', isCorrect: question.answer },
          { choiceText: 'Faux', isCorrect: !question.answer },
        ]
      : question.choices.map((choiceText, i) => ({
          choiceText,
          isCorrect: question.correct.includes(i),
        }));
  return { questionText, type, points, explanation, choices };
}

/** Every demo quiz as factory input, for one multi-row insert per table. */
export function seedQuizInputs(
  courseIdOf: (courseKey: string) => string,
  createdAtOf: (courseKey: string, index: number) => Date,
): QuizInput[] {
  return Object.entries(seedQuizzes).flatMap(([courseKey, list]) =>
    list.map(({ questions, ...quiz }, quizIndex) => {
      const createdAt = createdAtOf(courseKey, quizIndex);
      return {
        ...quiz,
        courseId: courseIdOf(courseKey),
        createdAt,
        updatedAt: createdAt,
        questions: questions.map(questionInput),
      };
    }),
  );
}
