import type { SeedLesson } from './types.ts';

/** Lessons of the Business and Marketing courses, keyed by course key. */
export const businessMarketingLessons: Record<string, SeedLesson[]> = {
  'small-business': [
    {
      title: "Trouver et tester son idée d'entreprise",
      description: 'Partir d’un besoin réel et vérifier qu’il existe des clients.',
      duration: 30,
      videoUrl: 'https://www.youtube.com/watch?v=Fqch5OrUPvA',
      content: `Une bonne idée d'entreprise répond à un problème réel que des clients sont prêts à payer pour résoudre. Observez votre quartier : où les gens perdent-ils du temps, de l'argent ou de l'énergie ? Manque-t-il un service de réparation de téléphones, une cantine propre près des bureaux, un transport fiable pour les élèves ?

Notez plusieurs idées, puis évaluez-les selon trois critères : le besoin est-il fréquent et urgent ? Avez-vous les compétences ou pouvez-vous les acquérir ? Le capital nécessaire est-il à votre portée ?

Avant d'investir, testez. Parlez à au moins vingt clients potentiels et demandez-leur comment ils résolvent le problème aujourd'hui et combien cela leur coûte. Méfiez-vous des encouragements polis : la seule preuve solide est un client qui paie ou passe une précommande.

Lancez ensuite une version minimale de votre offre. Si vous voulez ouvrir un service traiteur, commencez par livrer des repas à dix collègues pendant deux semaines, avant de louer un local et d'acheter du matériel. Vous apprendrez ce que les clients aiment, le prix qu'ils acceptent et les difficultés pratiques.

Cette démarche progressive réduit fortement le risque. Beaucoup d'entreprises échouent non parce que l'entrepreneur manquait de courage, mais parce qu'il a investi toutes ses économies avant de vérifier que des clients existaient.`,
    },
    {
      title: 'Formaliser son entreprise en RDC',
      description: 'Formes juridiques et démarches au Guichet unique de création d’entreprise.',
      duration: 35,
      fileUrl: '/objects/demo/guide-creation-entreprise-rdc.pdf',
      content: `Exercer de manière formelle apporte de nombreux avantages : accès aux marchés des entreprises et des administrations, ouverture d'un compte bancaire professionnel, possibilité d'obtenir un crédit et protection en cas de litige.

En RDC, le droit des affaires relève de l'OHADA, commun à dix-sept pays africains. Les formes les plus courantes pour une petite activité sont l'entreprise individuelle, pour exercer seul en son nom propre, et la société à responsabilité limitée (SARL), qui sépare le patrimoine de l'entreprise de celui des associés. L'OHADA prévoit aussi le statut d'entreprenant, un régime simplifié pour les très petites activités.

Les formalités se font au Guichet unique de création d'entreprise, qui regroupe en un même lieu l'immatriculation au Registre du commerce et du crédit mobilier (RCCM), l'identification nationale et le numéro d'impôt. Préparez vos pièces d'identité, les statuts si vous créez une société, et un justificatif d'adresse du siège.

Renseignez-vous sur les obligations propres à votre secteur : autorisation d'exploitation, normes d'hygiène pour la restauration, agréments pour certains services.

Enfin, gardez une copie de tous vos documents officiels, en papier et en photo sur votre téléphone. Les tarifs et procédures évoluent : vérifiez toujours les informations à jour auprès du Guichet unique avant de vous déplacer.`,
    },
    {
      title: 'Gérer sa trésorerie au quotidien',
      description: 'Séparer les caisses, suivre les entrées et sorties, anticiper.',
      duration: 30,
      content: `La trésorerie, c'est l'argent réellement disponible pour payer les fournisseurs, les salaires et le loyer. Une entreprise rentable sur le papier peut faire faillite si elle manque de liquidités au mauvais moment.

Première règle : séparez l'argent de l'entreprise de votre argent personnel. Utilisez un compte mobile money ou bancaire dédié à l'activité et versez-vous un salaire fixe plutôt que de puiser dans la caisse selon les besoins de la maison.

Deuxième règle : notez chaque entrée et chaque sortie, le jour même, dans un cahier ou un tableur. Indiquez la date, le motif, le montant et le moyen de paiement. En fin de semaine, comparez le solde calculé avec l'argent réellement disponible.

Troisième règle : anticipez. Établissez un plan de trésorerie sur trois mois qui liste les encaissements attendus et les dépenses prévues. Vous verrez à l'avance les mois difficiles, par exemple la rentrée scolaire où vos clients dépensent moins, et vous pourrez constituer une réserve.

Surveillez aussi les ventes à crédit. Accorder des délais de paiement fidélise certains clients, mais chaque facture impayée immobilise votre argent. Fixez des règles claires, relancez poliment et régulièrement, et limitez le crédit aux clients de confiance.

Enfin, tenez compte des variations du taux de change entre le franc congolais et le dollar lorsque vous fixez vos prix et vos stocks.`,
    },
    {
      title: 'Fidéliser ses clients',
      description: 'Qualité de service, suivi et bouche-à-oreille.',
      duration: 25,
      content: `Conquérir un nouveau client coûte beaucoup plus cher que garder un client existant. Un client satisfait revient, achète davantage et recommande votre entreprise à son entourage : le bouche-à-oreille reste le premier canal de vente en RDC.

La fidélité commence par la régularité. Respectez les délais annoncés, gardez une qualité constante et prévenez le client dès qu'un retard est inévitable. Un client informé pardonne beaucoup plus facilement qu'un client laissé dans l'incertitude.

Connaissez vos clients. Constituez un petit fichier avec leur nom, leur numéro de téléphone, leurs achats habituels et leurs préférences. Vous pourrez leur proposer les bons produits au bon moment et leur souhaiter leur anniversaire.

Récompensez la fidélité : carte à tampons (le dixième service offert), remise pour les clients réguliers, accès en avant-première aux nouveautés. Ces avantages coûtent peu et renforcent le lien.

Traitez les réclamations comme une occasion de progresser. Écoutez sans vous justifier, remerciez le client de vous avoir prévenu, proposez une solution rapide et vérifiez ensuite qu'il est satisfait. Un problème bien résolu crée souvent un client plus fidèle qu'avant.

Enfin, demandez régulièrement l'avis de vos clients, par exemple avec un court message WhatsApp après chaque achat.`,
    },
  ],

  accounting: [
    {
      title: 'Le cahier de caisse',
      description: 'Enregistrer toutes les opérations et calculer le solde.',
      duration: 30,
      fileUrl: '/objects/demo/modele-cahier-de-caisse.pdf',
      content: `Le cahier de caisse est l'outil comptable le plus simple et le plus utile pour une petite entreprise. Il enregistre, dans l'ordre chronologique, toutes les entrées et toutes les sorties d'argent.

Préparez un tableau avec six colonnes : date, libellé (la description de l'opération), numéro de pièce justificative, entrée, sortie et solde. Chaque opération occupe une ligne. Le solde se calcule ainsi : solde précédent + entrée - sortie.

Exemple pour une boutique de Limete :
- 2 mars, solde initial : 150 000 FC ;
- 2 mars, vente de pagnes : entrée 45 000 FC, solde 195 000 FC ;
- 3 mars, achat de sacs d'emballage : sortie 12 000 FC, solde 183 000 FC.

Conservez toutes les pièces justificatives : factures, reçus, SMS de confirmation des paiements par mobile money. Numérotez-les et reportez leur numéro dans le cahier ; vous pourrez ainsi retrouver chaque opération en cas de contrôle ou de doute.

Tenez une page séparée par moyen de paiement (espèces, M-Pesa, Airtel Money, compte bancaire) ou ajoutez une colonne qui l'indique. Chaque soir, comptez les espèces et vérifiez les soldes des comptes : ils doivent correspondre au cahier. Un écart doit être expliqué immédiatement, car il devient impossible à retrouver quelques semaines plus tard.`,
    },
    {
      title: 'Charges, investissements et marge',
      description: 'Classer les dépenses et calculer la rentabilité de ses produits.',
      duration: 35,
      content: `Toutes les dépenses ne se valent pas. Les charges sont consommées dans l'activité courante : marchandises revendues, loyer, électricité, crédit de communication, salaires. Les investissements sont des biens durables utilisés pendant plusieurs années : congélateur, moto de livraison, ordinateur, aménagement du local.

Cette distinction est importante. Si vous achetez une machine à coudre de 600 000 FC utilisable cinq ans, il serait faux de considérer que votre mois d'achat est déficitaire. En comptabilité, on répartit son coût sur sa durée d'utilisation : c'est l'amortissement, ici 120 000 FC par an.

La marge brute mesure ce que vous gagnez sur chaque vente avant les frais généraux : marge = prix de vente - coût d'achat. Si vous achetez un sac de riz 80 000 FC et le revendez 95 000 FC, votre marge est de 15 000 FC, soit un taux de marge de 18,75 % du coût d'achat.

Calculez la marge de chacun de vos produits. Vous découvrirez souvent que certains produits très vendus rapportent peu, tandis que d'autres, plus discrets, sont très rentables.

Enfin, le bénéfice correspond au total des marges moins l'ensemble des charges fixes (loyer, salaires, transport). C'est ce chiffre, et non le chiffre d'affaires, qui indique si votre entreprise est en bonne santé.`,
    },
    {
      title: 'Le seuil de rentabilité et le bilan simplifié',
      description: 'Savoir combien vendre pour couvrir ses charges et faire le point annuel.',
      duration: 40,
      content: `Le seuil de rentabilité est le chiffre d'affaires à partir duquel l'entreprise couvre toutes ses charges et commence à gagner de l'argent.

Pour le calculer, séparez vos charges fixes, qui ne varient pas avec les ventes (loyer, salaires, abonnement internet), de vos charges variables, qui augmentent avec chaque vente (marchandises, emballages, commissions). Calculez ensuite le taux de marge sur coûts variables : (chiffre d'affaires - charges variables) / chiffre d'affaires.

Seuil de rentabilité = charges fixes / taux de marge sur coûts variables.

Exemple : un salon de coiffure a 900 000 FC de charges fixes par mois et un taux de marge de 60 %. Son seuil est de 900 000 / 0,6 = 1 500 000 FC de chiffre d'affaires mensuel. En dessous, il perd de l'argent ; au-dessus, il réalise un bénéfice.

Une fois par an, établissez un bilan simplifié, une photographie de ce que possède l'entreprise et de ce qu'elle doit. À gauche, l'actif : équipements, stocks, créances clients, argent disponible. À droite, le passif : capital apporté, bénéfices accumulés, emprunts et dettes fournisseurs. Les deux colonnes doivent être égales.

Ces documents vous aident à prendre de bonnes décisions et sont indispensables pour demander un crédit à une banque ou à une institution de microfinance.`,
    },
  ],

  'project-management': [
    {
      title: 'Cadrer un projet',
      description: 'Objectifs SMART, périmètre, parties prenantes et charte de projet.',
      duration: 40,
      content: `Beaucoup de projets échouent avant même d'avoir commencé, parce que leurs objectifs n'étaient pas clairs. Le cadrage consiste à s'accorder, avec toutes les personnes concernées, sur ce que le projet doit produire, dans quels délais et avec quelles ressources.

Formulez des objectifs SMART : spécifiques, mesurables, atteignables, réalistes et temporellement définis. « Améliorer l'accès à l'eau » est trop vague ; « installer trois bornes-fontaines fonctionnelles dans le quartier Kingabwa d'ici le 30 juin » est un objectif SMART.

Définissez le périmètre : ce que le projet inclut, mais aussi ce qu'il n'inclut pas. Cette seconde liste évite les demandes supplémentaires qui font dériver le calendrier et le budget.

Identifiez les parties prenantes : bailleur de fonds, bénéficiaires, autorités locales, équipe, fournisseurs. Pour chacune, notez ses attentes, son influence et la manière de la tenir informée.

Rassemblez ces éléments dans une charte de projet de deux ou trois pages : contexte, objectifs, périmètre, livrables, jalons principaux, budget, équipe et principaux risques. Faites-la valider par écrit par le commanditaire.

Ce document devient la référence commune. Lorsqu'un désaccord survient en cours de route, on revient à la charte plutôt qu'aux souvenirs de chacun.`,
    },
    {
      title: 'Planifier : découpage et diagramme de Gantt',
      description: 'Structure de découpage, estimations, dépendances et chemin critique.',
      duration: 45,
      videoUrl: 'https://www.youtube.com/watch?v=4ETlIqBnLh4',
      fileUrl: '/objects/demo/modele-diagramme-gantt.pdf',
      content: `Pour planifier, on découpe le projet en livrables, puis chaque livrable en tâches suffisamment petites pour être estimées et confiées à une personne. Ce découpage hiérarchique s'appelle la structure de découpage du projet (SDP, ou WBS en anglais).

Pour chaque tâche, estimez la durée et les ressources nécessaires. Demandez l'avis de ceux qui réaliseront le travail : leurs estimations sont plus justes que celles du chef de projet seul. Ajoutez une marge pour les imprévus, fréquents en saison des pluies ou lors des ruptures d'approvisionnement.

Identifiez ensuite les dépendances : certaines tâches ne peuvent commencer qu'après la fin d'autres. On ne peut pas installer la toiture avant d'avoir monté les murs.

Le diagramme de Gantt représente ces informations : les tâches en lignes, le temps en colonnes, chaque tâche sous forme de barre, les dépendances sous forme de flèches. Des outils gratuits comme GanttProject, ou un simple tableur, suffisent.

Le chemin critique est la suite de tâches dépendantes la plus longue. Tout retard sur l'une d'elles retarde la fin du projet ; c'est donc sur elles que doit porter votre attention. Les autres tâches disposent d'une marge.

Enfin, fixez des jalons : des dates clés qui marquent la fin d'une étape importante et permettent de faire le point avec le commanditaire.`,
    },
    {
      title: 'Méthodes agiles et gestion des risques',
      description: 'Itérations courtes, réunions de suivi et registre des risques.',
      duration: 45,
      content: `Les méthodes agiles conviennent aux projets dont les besoins évoluent, comme le développement d'une application. Au lieu de tout planifier au départ, l'équipe travaille par itérations courtes de une à quatre semaines, appelées sprints dans la méthode Scrum.

Au début de chaque itération, l'équipe choisit les fonctionnalités les plus prioritaires. Chaque jour, une courte réunion de quinze minutes permet à chacun de dire ce qu'il a fait, ce qu'il va faire et ce qui le bloque. À la fin, on présente le résultat aux utilisateurs, puis on analyse le fonctionnement de l'équipe pour s'améliorer.

Un tableau Kanban rend le travail visible : trois colonnes « À faire », « En cours » et « Terminé », avec une carte par tâche. Limitez le nombre de tâches en cours pour finir avant de commencer autre chose.

Quelle que soit la méthode, gérez les risques. Tenez un registre des risques qui liste, pour chaque événement possible (coupures d'électricité, retard de financement, départ d'un membre clé), sa probabilité, son impact, le responsable et les actions prévues pour le réduire.

Revoyez ce registre à chaque réunion de suivi. Un risque anticipé, avec un groupe électrogène prévu ou un fournisseur de secours identifié, devient un simple contretemps plutôt qu'une crise.`,
    },
  ],

  'social-media': [
    {
      title: 'Définir sa cible et ses objectifs',
      description: 'Savoir à qui l’on parle et ce que l’on veut obtenir.',
      duration: 25,
      content: `Publier sans stratégie sur les réseaux sociaux fait perdre du temps et des données mobiles. Avant tout, répondez à deux questions : à qui vous adressez-vous, et qu'attendez-vous de ces publications ?

Décrivez votre client idéal : âge, ville, métier, centres d'intérêt, réseaux utilisés et moments de connexion. Une boutique de vêtements pour jeunes à Kinshasa trouvera son public sur Instagram et TikTok en soirée ; un cabinet comptable touchera plutôt des chefs d'entreprise sur Facebook et LinkedIn.

Fixez ensuite des objectifs précis et mesurables. Il peut s'agir de faire connaître une nouvelle marque (nombre de personnes atteintes), de créer une communauté (abonnés, commentaires) ou de vendre (messages reçus, commandes). Un objectif clair vous permettra de savoir si vos efforts portent leurs fruits.

Choisissez un ou deux réseaux et faites-les bien, plutôt que d'être présent partout de manière irrégulière. Complétez soigneusement vos profils : photo ou logo lisible, description claire de votre activité, adresse, horaires et numéro WhatsApp.

Enfin, observez trois concurrents ou entreprises que vous admirez. Quels contenus génèrent le plus de réactions ? À quelle fréquence publient-ils ? Inspirez-vous de ce qui fonctionne, sans copier.`,
    },
    {
      title: 'Créer des contenus qui engagent',
      description: 'Types de publications, calendrier éditorial et règle des 80/20.',
      duration: 35,
      videoUrl: 'https://www.youtube.com/watch?v=q8CNa4hR3nU',
      content: `Sur les réseaux sociaux, les gens ne viennent pas pour voir des publicités, mais pour se divertir, apprendre et rester en contact. Vos contenus doivent donc apporter une valeur avant de chercher à vendre.

Appliquez la règle des 80/20 : environ 80 % de contenus utiles ou divertissants, et 20 % de contenus promotionnels. Un restaurant peut partager des recettes, présenter son équipe, montrer les coulisses de la cuisine, puis annoncer le plat du jour.

Variez les formats. Les vidéos courtes et verticales obtiennent aujourd'hui la plus grande portée. Les carrousels de photos fonctionnent bien pour les conseils pratiques. Les sondages et les questions invitent votre communauté à réagir. Les témoignages de clients rassurent les futurs acheteurs.

Soignez la qualité sans viser la perfection : une lumière naturelle, un téléphone stable et un son clair suffisent. Ajoutez des sous-titres, car beaucoup de personnes regardent les vidéos sans le son.

Organisez-vous avec un calendrier éditorial : un tableau qui indique, pour chaque jour de publication, le thème, le format et le texte prévu. Préparez vos contenus en une fois chaque semaine, puis programmez-les. La régularité compte plus que la quantité : trois publications par semaine tenues pendant six mois valent mieux qu'une publication par jour pendant deux semaines.`,
    },
    {
      title: 'Mesurer et améliorer ses résultats',
      description: 'Indicateurs clés, statistiques des plateformes et ajustements.',
      duration: 30,
      fileUrl: '/objects/demo/tableau-suivi-reseaux-sociaux.pdf',
      content: `Les réseaux sociaux fournissent gratuitement des statistiques détaillées. Les consulter régulièrement permet de comprendre ce qui fonctionne et d'améliorer vos publications.

Voici les principaux indicateurs. La portée est le nombre de personnes qui ont vu une publication. Le taux d'engagement rapporte les réactions, commentaires, partages et enregistrements à la portée ; il mesure l'intérêt réel du contenu. Les clics indiquent combien de personnes ont visité votre site ou ouvert WhatsApp. Les conversions, enfin, comptent les ventes ou les demandes de devis obtenues.

Choisissez les indicateurs liés à vos objectifs. Si vous voulez vendre, un grand nombre de mentions « J'aime » sans aucun message reçu n'est pas un succès.

Une fois par mois, reportez vos chiffres dans un tableau de suivi. Identifiez vos trois meilleures publications et vos trois moins bonnes, et cherchez ce qui les distingue : le sujet, le format, l'heure de publication, la présence d'un visage ou d'une question.

Testez ensuite une seule modification à la fois, par exemple publier à 19 heures au lieu de midi, et comparez les résultats sur plusieurs semaines.

Demandez aussi à chaque nouveau client comment il vous a connu. Cette simple question vous indique quels canaux rapportent réellement des clients.`,
    },
  ],

  whatsapp: [
    {
      title: 'Configurer un compte WhatsApp Business',
      description: 'Profil professionnel, catalogue et messages automatiques.',
      duration: 25,
      content: `WhatsApp Business est une application gratuite, distincte de WhatsApp, conçue pour les commerçants. Elle permet de présenter son activité de manière professionnelle et de gagner du temps dans les échanges avec les clients.

Installez l'application et utilisez de préférence un numéro dédié à votre commerce, pour séparer vie privée et vie professionnelle. Complétez ensuite le profil : nom de l'entreprise, catégorie, description courte, adresse, horaires d'ouverture, adresse e-mail et site web si vous en avez un.

Créez votre catalogue. Pour chaque produit, ajoutez une photo nette sur fond neutre, un nom, un prix en francs congolais et une description précise (taille, couleur, quantité). Les clients peuvent ainsi consulter vos produits sans vous écrire pour chaque question.

Activez les messages automatiques. Le message d'accueil salue les nouveaux contacts, par exemple : « Mbote ! Merci de contacter Boutique Elikia. Consultez notre catalogue ; nous vous répondons sous 30 minutes. » Le message d'absence informe les clients en dehors des heures d'ouverture.

Enfin, ajoutez votre numéro WhatsApp sur tous vos supports : enseigne, cartes de visite, sacs, publications sur les réseaux sociaux. Le lien wa.me suivi de votre numéro au format international permet d'ouvrir directement une conversation.`,
    },
    {
      title: 'Répondre vite et bien',
      description: 'Réponses rapides, étiquettes et qualité du service client.',
      duration: 30,
      content: `Sur WhatsApp, le client attend une réponse rapide. Plus vous tardez, plus il risque d'acheter chez un concurrent. Les outils de WhatsApp Business vous aident à répondre vite sans sacrifier la qualité.

Les réponses rapides sont des messages enregistrés que vous insérez en tapant une barre oblique suivie d'un raccourci. Préparez-en pour les questions fréquentes : /prix, /livraison, /paiement, /horaires. Par exemple, /paiement peut contenir vos numéros M-Pesa, Airtel Money et Orange Money, avec la marche à suivre.

Les étiquettes permettent de classer les conversations : nouveau client, commande en cours, paiement reçu, livré, à relancer. En un coup d'œil, vous savez où en est chaque client, même avec des dizaines de conversations.

Soignez le ton. Saluez le client, utilisez son nom, répondez précisément à sa question et terminez par une proposition claire : « Souhaitez-vous que je vous réserve la taille M ? » Évitez les messages vocaux très longs, coûteux en données pour le client.

Pour une commande, récapitulez toujours par écrit : produits, quantités, prix total, frais de livraison, adresse et moyen de paiement. Ce récapitulatif évite les malentendus et sert de preuve en cas de désaccord.

Enfin, après la livraison, envoyez un message de remerciement et demandez l'avis du client.`,
    },
    {
      title: 'Statuts, listes de diffusion et paiement mobile',
      description: 'Relancer sans déranger et encaisser en toute sécurité.',
      duration: 30,
      content: `Les statuts WhatsApp sont visibles pendant 24 heures par les contacts qui ont enregistré votre numéro. C'est une vitrine gratuite : publiez vos nouveautés, vos promotions, les coulisses de votre activité et les témoignages de clients satisfaits. Deux à quatre statuts par jour suffisent ; au-delà, vos contacts risquent de les ignorer.

Les listes de diffusion permettent d'envoyer un même message à plusieurs clients, qui le reçoivent individuellement. Seules les personnes ayant enregistré votre numéro le reçoivent, ce qui limite le spam. Segmentez vos listes selon les intérêts (clients réguliers, grossistes, nouveaux clients) et n'envoyez que des messages utiles, au maximum une ou deux fois par semaine.

Pour l'encaissement, le mobile money est devenu incontournable. Indiquez clairement les numéros M-Pesa, Airtel Money ou Orange Money sur lesquels payer, et le nom exact du titulaire du compte. Demandez au client l'identifiant de la transaction et vérifiez la réception dans votre propre historique avant de livrer : une capture d'écran peut être falsifiée.

Notez chaque paiement dans votre cahier de caisse avec l'identifiant de transaction.

Enfin, protégez votre compte : activez la vérification en deux étapes dans les paramètres et ne communiquez jamais le code reçu par SMS, même à quelqu'un qui se présente comme un agent de l'opérateur.`,
    },
  ],

  'brand-strategy': [
    {
      title: 'Positionner sa marque',
      description: 'Cible, promesse et différenciation.',
      duration: 35,
      content: `Le positionnement définit la place que votre marque veut occuper dans l'esprit des clients par rapport à ses concurrents. Il se résume en une phrase : pour quelle cible, quelle promesse, et pourquoi vous croire.

Exemple : « Pour les jeunes actifs de Kinshasa qui manquent de temps, Chakula Express livre en moins de 30 minutes des repas congolais faits maison, grâce à un réseau de cuisines de quartier. »

Pour construire ce positionnement, partez de votre cible et de ses attentes profondes, puis analysez ce que proposent les concurrents. Cherchez un espace libre : une attente mal satisfaite, un segment négligé, une façon différente de rendre le service.

Votre promesse doit être à la fois désirable pour la cible, crédible compte tenu de vos moyens, et distincte de celle des concurrents. Une promesse que tout le monde peut faire, comme « qualité et bon prix », ne vous différencie pas.

Enfin, trouvez les preuves qui rendent la promesse crédible : un savoir-faire, des chiffres, des témoignages, une garantie. Le positionnement guidera ensuite tous vos choix : nom, identité visuelle, prix, lieux de vente et messages publicitaires.

Une marque qui essaie de plaire à tout le monde finit par ne marquer personne.`,
    },
  ],
};
