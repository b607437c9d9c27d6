import type { SeedLesson } from './types.ts';

/** Lessons of the Développement Personnel and Langues courses, keyed by course key. */
export const personalLanguagesLessons: Record<string, SeedLesson[]> = {
  'time-management': [
    {
      title: 'Identifier ses priorités',
      description: 'La matrice d’Eisenhower et la distinction urgent / important.',
      duration: 20,
      content: `Nous avons tous l'impression de manquer de temps. Pourtant, la difficulté vient souvent moins du nombre d'heures disponibles que du choix de ce à quoi nous les consacrons.

La matrice d'Eisenhower aide à trier les tâches selon deux critères : l'urgence et l'importance. Une tâche importante contribue à vos objectifs à long terme ; une tâche urgente exige une action immédiate.

On obtient quatre catégories :
- urgent et important : à faire tout de suite (un dossier à rendre demain, un client mécontent) ;
- important mais pas urgent : à planifier (réviser ses cours, apprendre une compétence, prendre soin de sa santé) ;
- urgent mais pas important : à déléguer si possible (certains appels, certaines courses) ;
- ni urgent ni important : à éliminer (faire défiler les réseaux sociaux sans but).

Le secret des personnes efficaces est de consacrer davantage de temps à la deuxième catégorie. En travaillant régulièrement sur ce qui est important avant que cela ne devienne urgent, on réduit le nombre de crises.

Exercice : ce soir, listez tout ce que vous avez à faire cette semaine et classez chaque tâche dans la matrice. Vous serez probablement surpris par la place qu'occupent les tâches ni urgentes ni importantes.`,
    },
    {
      title: 'Planifier sa semaine',
      description: 'Blocs de temps, revue hebdomadaire et gestion des imprévus.',
      duration: 25,
      fileUrl: '/objects/demo/planificateur-hebdomadaire.pdf',
      content: `Une bonne semaine se prépare. Réservez trente minutes, le dimanche soir ou le lundi matin, pour votre revue hebdomadaire.

Commencez par regarder la semaine écoulée : qu'avez-vous accompli, qu'est-ce qui a été reporté et pourquoi ? Puis fixez trois objectifs prioritaires pour la semaine à venir. Trois, pas dix : une liste trop longue décourage et disperse l'énergie.

Bloquez ensuite du temps dans votre agenda pour ces priorités, comme vous le feriez pour un rendez-vous. Par exemple : mardi et jeudi de 6 h à 8 h, travail sur le mémoire. Placez les tâches exigeantes aux moments où vous êtes le plus concentré, souvent tôt le matin, avant l'agitation de la journée.

Regroupez les petites tâches similaires : répondre aux messages, passer les appels, faire les achats. Les traiter en une seule fois évite de s'interrompre sans cesse.

Prévoyez aussi des marges. À Kinshasa, un embouteillage ou une coupure d'électricité peut bouleverser un programme trop serré. Laissez environ 20 % de votre temps libre pour absorber les imprévus.

Chaque soir, prenez cinq minutes pour préparer la liste du lendemain. Vous commencerez la journée en sachant exactement par quoi débuter, sans perdre une heure à hésiter.`,
    },
    {
      title: 'Vaincre la procrastination',
      description: 'Comprendre pourquoi on repousse et des techniques pour passer à l’action.',
      duration: 25,
      videoUrl: 'https://www.youtube.com/watch?v=arj7oStGLkU',
      content: `Procrastiner, c'est repousser à plus tard une tâche que l'on sait importante. Ce n'est pas de la paresse : c'est souvent une manière d'éviter une émotion désagréable, comme la peur d'échouer, l'ennui ou le sentiment que la tâche est trop grande.

Première technique : découper. « Rédiger mon mémoire » paralyse ; « écrire le plan du premier chapitre » est faisable aujourd'hui. Chaque tâche doit commencer par une action concrète et courte.

Deuxième technique : la règle des deux minutes. Si une action prend moins de deux minutes, faites-la immédiatement. Et pour une grosse tâche, engagez-vous seulement à commencer pendant deux minutes : une fois lancé, il est beaucoup plus facile de continuer.

Troisième technique : la méthode Pomodoro. Travaillez 25 minutes sans interruption, puis faites une pause de 5 minutes. Après quatre cycles, prenez une pause plus longue. Mettez le téléphone hors de portée pendant chaque séance.

Quatrième technique : rendez vos engagements visibles. Annoncez votre objectif à un ami ou à un groupe d'étude, et faites le point ensemble en fin de semaine.

Enfin, soyez bienveillant avec vous-même. Se reprocher d'avoir perdu une journée n'aide pas ; mieux vaut se demander quel petit pas on peut faire maintenant.`,
    },
  ],

  'public-speaking': [
    {
      title: 'Préparer son intervention',
      description: 'Connaître son public, fixer un objectif et structurer son message.',
      duration: 30,
      content: `Une prise de parole réussie se joue en grande partie avant de monter sur scène. La préparation réduit le trac et permet de transmettre un message clair.

Commencez par votre public. Qui sera présent ? Que sait-il déjà du sujet ? Qu'attend-il de vous ? On ne présente pas un projet de la même manière à des bailleurs de fonds, à des collègues ou aux habitants d'un quartier.

Fixez ensuite un objectif précis : que doit penser, ressentir ou faire votre auditoire à la fin ? Par exemple : « Les membres du comité doivent approuver le budget de la formation. » Tout ce qui ne sert pas cet objectif peut être supprimé.

Structurez votre message en trois parties. L'introduction capte l'attention (une question, une anecdote, un chiffre frappant) et annonce le plan. Le développement présente deux ou trois idées principales, chacune illustrée par un exemple concret. La conclusion résume l'essentiel et formule clairement ce que vous attendez du public.

Préparez des notes sous forme de mots-clés plutôt qu'un texte complet : lire un texte crée une distance avec l'auditoire.

Enfin, répétez à voix haute, debout, plusieurs fois, en vous chronométrant. Enregistrez-vous avec votre téléphone : vous repérerez vos tics de langage et les passages trop longs.`,
    },
    {
      title: 'Gérer le trac',
      description: 'Respiration, préparation mentale et acceptation du stress.',
      duration: 25,
      content: `Le trac est une réaction normale : même les orateurs expérimentés le ressentent. Le cœur qui bat vite, les mains moites ou la gorge sèche sont les signes d'une montée d'adrénaline, qui prépare le corps à l'action. L'objectif n'est pas de le faire disparaître, mais de l'apprivoiser.

La respiration est l'outil le plus efficace. Avant de parler, pratiquez la respiration abdominale : inspirez par le nez pendant quatre secondes en gonflant le ventre, retenez votre souffle deux secondes, puis expirez lentement par la bouche pendant six secondes. Répétez cinq fois : le rythme cardiaque ralentit.

Préparez-vous mentalement. Visualisez la scène en détail et imaginez-vous parler avec aisance, le public attentif. Remplacez les pensées négatives (« je vais bafouiller ») par des pensées réalistes (« je connais mon sujet, j'ai répété »).

Arrivez en avance pour vous familiariser avec la salle, vérifier le matériel et saluer quelques participants. Parler à un visage connu rend le public moins intimidant.

Maîtrisez parfaitement votre introduction : les premières phrases sont les plus stressantes, et une entrée en matière fluide donne confiance pour la suite.

Enfin, rappelez-vous que le public veut que vous réussissiez, et qu'il remarque rarement la nervosité que vous ressentez.`,
    },
    {
      title: 'Captiver son auditoire',
      description: 'Voix, regard, gestes et interaction avec le public.',
      duration: 30,
      videoUrl: 'https://www.youtube.com/watch?v=Unzc731iCUY',
      content: `Le message passe autant par la manière de parler que par les mots eux-mêmes. Une voix claire et une posture ouverte donnent de la force à votre propos.

Travaillez votre voix. Parlez assez fort pour être entendu au fond de la salle, sans crier. Variez le rythme et l'intonation : ralentissez pour les idées importantes, marquez des pauses avant et après un point clé. Les silences, qui paraissent longs à l'orateur, laissent au public le temps de réfléchir.

Regardez votre auditoire. Balayez la salle du regard et posez les yeux quelques secondes sur différentes personnes, dans chaque zone. Chacun a ainsi l'impression que vous vous adressez à lui.

Adoptez une posture stable : les pieds ancrés au sol, les épaules détendues, les mains visibles. Utilisez des gestes naturels pour illustrer vos propos et évitez de jouer avec un stylo ou de croiser les bras.

Faites participer le public : posez une question, demandez à main levée qui a déjà vécu la situation que vous décrivez, racontez une histoire. Les histoires concrètes, avec des personnages et des lieux familiers, restent en mémoire bien plus longtemps que les chiffres.

Enfin, prévoyez du temps pour les questions. Écoutez jusqu'au bout, reformulez la question, répondez brièvement, et n'hésitez pas à dire que vous vérifierez une information si vous ne la connaissez pas.`,
    },
  ],

  leadership: [
    {
      title: 'Les styles de leadership',
      description: 'Adapter son style de direction à la situation et aux personnes.',
      duration: 35,
      content: `Il n'existe pas un seul bon style de leadership. Le leader efficace adapte sa manière de diriger à la situation et au niveau d'autonomie de chaque membre de l'équipe.

Le leadership situationnel distingue quatre styles. Le style directif convient à un collaborateur débutant mais motivé : on explique précisément quoi faire, comment et quand. Le style persuasif s'adresse à une personne qui progresse mais doute encore : on continue à guider, tout en expliquant les raisons et en encourageant. Le style participatif convient aux collaborateurs compétents mais hésitants : on décide ensemble et on soutient. Le style délégatif s'applique aux personnes autonomes et confiantes : on fixe l'objectif et on laisse faire.

L'erreur la plus fréquente est d'appliquer le même style à tout le monde. Diriger de façon très directive un expert le démotive ; laisser seul un débutant le met en échec.

Au-delà du style, certaines qualités restent essentielles : l'exemplarité, car l'équipe observe ce que vous faites plus qu'elle n'écoute ce que vous dites ; l'équité dans la répartition des tâches et la reconnaissance ; et la clarté des attentes.

Exercice : pour chaque membre de votre équipe, identifiez son niveau de compétence et de motivation sur ses principales tâches, puis le style le plus adapté.`,
    },
    {
      title: 'Déléguer et donner du feedback',
      description: 'Confier une mission et faire progresser ses collaborateurs.',
      duration: 35,
      content: `Déléguer n'est pas se débarrasser des tâches désagréables : c'est confier une responsabilité pour faire grandir ses collaborateurs et libérer du temps pour son propre rôle.

Une délégation réussie suit quelques étapes. Choisissez la bonne personne, en fonction de ses compétences et de ses envies de progression. Expliquez clairement le résultat attendu, le délai, les moyens disponibles et le niveau d'autonomie : doit-elle vous consulter avant de décider, ou simplement vous informer ? Fixez des points d'étape, puis résistez à la tentation de reprendre la tâche au premier obstacle.

Le feedback est l'outil qui fait progresser. Donnez-le souvent, rapidement après les faits, et en privé lorsqu'il s'agit d'une critique.

La méthode DESC aide à formuler un retour constructif : Décrire les faits de manière objective (« le rapport a été remis jeudi au lieu de lundi »), Exprimer l'effet produit (« je n'ai pas pu le transmettre au bailleur à temps »), Suggérer une solution ensemble (« comment pouvons-nous éviter cela ? »), puis Conclure sur les conséquences positives du changement.

N'oubliez pas le feedback positif. Souligner précisément ce qui a été bien fait renforce les bons comportements et la motivation, bien plus qu'un vague « bon travail ».`,
    },
    {
      title: 'Gérer les conflits dans une équipe',
      description: 'Comprendre les sources de conflit et mener une médiation.',
      duration: 30,
      content: `Les conflits sont inévitables dans une équipe. Bien gérés, ils peuvent même améliorer les décisions ; ignorés, ils détériorent le climat et la performance.

Les sources de conflit sont variées : répartition des tâches jugée injuste, objectifs contradictoires, manque de communication, différences de valeurs ou de personnalités. Identifier la vraie cause est la première étape, car le sujet de la dispute cache souvent un problème plus profond.

Intervenez tôt. Un malaise non traité grossit avec le temps. Rencontrez d'abord chaque personne séparément pour écouter sa version, sans juger ni prendre parti.

Organisez ensuite une rencontre commune dans un lieu neutre. Fixez des règles simples : chacun parle à son tour, on décrit des faits plutôt que des jugements, on cherche une solution plutôt qu'un coupable. Aidez chaque partie à exprimer ses besoins, puis recherchez ensemble des solutions qui satisfont l'essentiel des deux côtés.

Formalisez l'accord : qui fait quoi, à partir de quand. Prévoyez un point de suivi quelques semaines plus tard.

Dans le contexte congolais, tenez compte des relations hiérarchiques et du respect dû aux aînés : certaines personnes n'exprimeront pas leur désaccord en public. Les entretiens individuels sont alors indispensables.`,
    },
  ],

  english: [
    {
      title: 'Se présenter en anglais',
      description: 'Saluer, dire son nom, son métier et sa ville.',
      duration: 30,
      videoUrl: 'https://www.youtube.com/watch?v=juKd26qkNAw',
      content: `Savoir se présenter est la première compétence utile dans un contexte professionnel. Voici les expressions essentielles.

Pour saluer : « Hello » ou « Hi » dans un contexte détendu ; « Good morning » (le matin), « Good afternoon » (l'après-midi) ou « Good evening » (le soir) dans un contexte plus formel. À la première rencontre, on dit « Nice to meet you », et l'autre répond « Nice to meet you too ».

Pour se présenter :
- « My name is Grâce Mukendi. » (Je m'appelle Grâce Mukendi.)
- « I'm from Kinshasa, in the Democratic Republic of the Congo. » (Je viens de Kinshasa, en République démocratique du Congo.)
- « I work as an accountant. » ou « I'm an accountant. » (Je suis comptable.)
- « I work for a telecom company. » (Je travaille pour une entreprise de télécommunications.)

Attention à l'article : en anglais, on dit « I'm an engineer » et « I'm a teacher », avec a ou an, alors qu'en français on dit simplement « je suis ingénieur ». On utilise an devant un son de voyelle.

Pour poser des questions : « What's your name? », « Where are you from? », « What do you do? » (Que faites-vous dans la vie ?).

Exercice : écrivez cinq phrases pour vous présenter, puis lisez-les à voix haute jusqu'à pouvoir les dire sans regarder votre feuille.`,
    },
    {
      title: 'Écrire un e-mail professionnel simple',
      description: 'Formules d’ouverture et de clôture, structure et vocabulaire utile.',
      duration: 35,
      fileUrl: '/objects/demo/anglais-modeles-emails.pdf',
      content: `Un e-mail professionnel en anglais suit une structure simple et des formules assez fixes, ce qui le rend accessible même aux débutants.

L'ouverture : « Dear Mr Smith, » ou « Dear Ms Johnson, » lorsqu'on connaît le nom ; « Dear Sir or Madam, » sinon. Avec un contact habituel, « Hello John, » convient.

La première phrase annonce l'objet du message :
- « I am writing to ask about your training programme. » (Je vous écris pour me renseigner sur votre programme de formation.)
- « Thank you for your email of 12 March. » (Merci pour votre e-mail du 12 mars.)
- « Please find attached the report. » (Veuillez trouver ci-joint le rapport.)

Le corps du message reste court : une idée par paragraphe, des phrases simples. Pour une demande polie, utilisez « Could you please send me... ? » ou « I would like to... ».

La clôture : « I look forward to hearing from you. » (Dans l'attente de votre réponse.) ou « Please let me know if you have any questions. » Terminez par « Best regards, » ou « Kind regards, » suivi de votre nom, de votre fonction et de votre numéro de téléphone.

Attention aux faux amis : « actually » signifie « en réalité » et non « actuellement » (currently) ; « eventually » signifie « finalement ». Relisez toujours votre message avant de l'envoyer.`,
    },
    {
      title: 'Participer à une réunion',
      description: 'Donner son avis, demander une clarification et conclure.',
      duration: 35,
      content: `En réunion, il n'est pas nécessaire de parler un anglais parfait : quelques expressions bien maîtrisées permettent de participer avec assurance.

Pour donner son avis :
- « I think that... » ou « In my opinion... » (À mon avis...)
- « I agree with you. » (Je suis d'accord avec vous.)
- « I see your point, but... » (Je comprends votre point de vue, mais...)

Pour demander une clarification, ce qui est parfaitement normal :
- « Sorry, could you repeat that, please? » (Pardon, pouvez-vous répéter ?)
- « Could you speak more slowly, please? » (Pouvez-vous parler plus lentement ?)
- « What do you mean by... ? » (Qu'entendez-vous par... ?)
- « So, if I understand correctly, ... » (Donc, si je comprends bien...)

Pour proposer une action : « Shall we... ? », « Why don't we... ? », « I suggest that we... ».

Pour conclure : « Let's summarize. » (Résumons.), « What are the next steps? » (Quelles sont les prochaines étapes ?), « Who is responsible for this? » (Qui s'en charge ?).

Pendant une réunion en ligne, ces formules sont utiles : « Can you hear me? », « You're on mute. » (Votre micro est coupé.) et « The connection is bad, I'll switch off my camera. » (La connexion est mauvaise, je coupe ma caméra.)

Entraînez-vous en écoutant des podcasts en anglais simple et en répétant les phrases à voix haute.`,
    },
  ],

  lingala: [
    {
      title: 'Salutations et politesse',
      description: 'Dire bonjour, demander des nouvelles et remercier.',
      duration: 20,
      videoUrl: 'https://www.youtube.com/watch?v=5yBSmXHIQu8',
      content: `Le lingala est la langue la plus parlée à Kinshasa, dans l'Ouest et le Nord de la RDC ainsi qu'à Brazzaville. C'est aussi la langue de la musique congolaise. Quelques mots suffisent pour créer un contact chaleureux.

La salutation de base est « Mbote », qui signifie bonjour. On répond aussi « Mbote ». Pour saluer plusieurs personnes, on dit « Mbote na bino ».

Pour demander des nouvelles : « Sango nini ? » (Quelles nouvelles ?) ou « Ozali malamu ? » (Tu vas bien ?). On répond « Nazali malamu » (Je vais bien) ou simplement « Malamu ». Pour retourner la question : « Yo ? » (Et toi ?).

Les mots de politesse essentiels :
- « Matondi » : merci ; « Matondi mingi » : merci beaucoup ;
- « Limbisa ngai » : pardon, excuse-moi ;
- « Palado » : s'il te plaît (on entend aussi souvent « svp » à la française).

Pour prendre congé : « Tokomonana » (À bientôt, littéralement « nous nous reverrons ») ou « Kende malamu » (Va bien), à celui qui part.

Le respect des aînés est très important : on appelle une femme plus âgée « Mama » et un homme plus âgé « Papa », suivis de leur prénom. Entraînez-vous chaque jour en saluant les personnes que vous croisez.`,
    },
    {
      title: 'Au marché',
      description: 'Demander un prix, négocier et compter en lingala.',
      duration: 25,
      content: `Le marché est le meilleur endroit pour pratiquer le lingala. Les vendeuses apprécient toujours un client qui fait l'effort de parler leur langue, et la négociation en devient plus facile.

Pour demander le prix : « Ezali ntalo boni ? » (Combien ça coûte ?). On entend souvent aussi « Boni ? » tout court. Pour dire que c'est cher : « Ntalo ezali makasi ». Pour demander une réduction : « Kitisa mwa ntalo » (Baisse un peu le prix).

Pour exprimer ce que l'on veut :
- « Nalingi... » : je veux... (« Nalingi mbisi » : je veux du poisson) ;
- « Napesi yo... » : je te donne... (pour proposer un prix) ;
- « Nakozwa yango » : je le prends.

Les nombres de base : moko (1), mibale (2), misato (3), minei (4), mitano (5), motoba (6), sambo (7), mwambe (8), libwa (9), zomi (10). Dans la pratique, au marché, les prix en francs sont souvent dits en français, mais connaître ces nombres aide pour les quantités.

Quelques produits : « mbisi » (poisson), « nyama » (viande), « mpunga » (riz), « mbala » (pommes de terre), « lipa » (pain), « mai » (eau).

Dialogue : « Mbote mama ! Mbisi oyo ezali ntalo boni ? » — « Mille cinq cents. » — « Kitisa mwa ntalo, napesi yo mille. » — « Tosala mille deux cents. » — « Malamu, nakozwa yango. Matondi ! »`,
    },
    {
      title: 'Se déplacer et se présenter',
      description: 'Prendre un taxi, demander son chemin et parler de soi.',
      duration: 25,
      content: `Pour se présenter en lingala, on utilise la structure « Nkombo na ngai... » (Mon nom est...). Exemple : « Nkombo na ngai Grâce. » Pour demander le nom de quelqu'un : « Nkombo na yo nani ? » (Comment t'appelles-tu ?).

Pour dire d'où l'on vient : « Nauti Lubumbashi » (Je viens de Lubumbashi). Pour dire où l'on habite : « Nafandaka na Lemba » (J'habite à Lemba). Pour parler de son travail : « Nazali mosali na banque » (Je travaille dans une banque), ou « Nazali moyekoli » (Je suis étudiant).

Pour se déplacer en taxi ou en taxi-bus :
- « Ozali kokende wapi ? » : où vas-tu ?
- « Nazali kokende na Victoire » : je vais à Victoire ;
- « Tika ngai awa » : dépose-moi ici ;
- « Ntalo ya transport ezali boni ? » : combien coûte le trajet ?

Pour demander son chemin : « ... ezali wapi ? » (Où se trouve... ?). Exemple : « Hôpital ezali wapi ? » Les réponses utilisent souvent « pene » (près), « mosika » (loin), « na loboko ya mobali » (à droite) et « na loboko ya mwasi » (à gauche), même si beaucoup de Kinois indiquent simplement un point de repère connu.

Exercice : présentez-vous en quatre phrases (nom, origine, lieu d'habitation, métier), puis jouez un dialogue de taxi avec un ami.`,
    },
  ],

  swahili: [
    {
      title: 'Révisions : salutations et présent',
      description: 'Consolider les bases et le présent en -na-.',
      duration: 35,
      content: `Le swahili est l'une des quatre langues nationales de la RDC. Il est parlé dans l'Est du pays, du Nord-Kivu au Haut-Katanga, ainsi que dans toute l'Afrique de l'Est. Ce cours suppose que vous connaissez déjà les salutations de base ; nous les révisons rapidement.

« Jambo » ou « Habari ? » (Quelles nouvelles ?) reçoit la réponse « Nzuri » (bien) ou « Salama » (en paix), très courant au Congo. Pour saluer une personne âgée, on utilise « Shikamoo », plus fréquent en Tanzanie, ou simplement « Bonjour papa / mama », souvent entendu à Lubumbashi.

Le verbe swahili se construit en assemblant des éléments : un préfixe de personne, une marque de temps, puis la racine du verbe.

Les préfixes de personne sont : ni- (je), u- (tu), a- (il, elle), tu- (nous), m- (vous), wa- (ils, elles). Le présent se marque avec -na-.

Avec la racine -soma (lire, étudier) :
- ninasoma : je lis ;
- unasoma : tu lis ;
- anasoma : il ou elle lit ;
- tunasoma : nous lisons ;
- mnasoma : vous lisez ;
- wanasoma : ils lisent.

De la même façon : ninafanya kazi (je travaille), tunakula (nous mangeons), wanakwenda sokoni (ils vont au marché). Exercice : conjuguez au présent -andika (écrire) et -sema (parler).`,
    },
    {
      title: 'Le passé et le futur',
      description: 'Les marques -li- et -ta- et la négation.',
      duration: 40,
      fileUrl: '/objects/demo/swahili-tableau-conjugaison.pdf',
      content: `En swahili, changer de temps est simple : il suffit de remplacer la marque -na- du présent par une autre marque, sans modifier le reste du verbe.

Le passé se marque avec -li- :
- nilisoma : j'ai lu ;
- alikwenda Goma : il est allé à Goma ;
- tulifanya kazi jana : nous avons travaillé hier.

Le futur se marque avec -ta- :
- nitasoma : je lirai ;
- watakuja kesho : ils viendront demain ;
- mtalipa kwa M-Pesa : vous paierez par M-Pesa.

Quelques repères de temps utiles : leo (aujourd'hui), jana (hier), kesho (demain), wiki iliyopita (la semaine dernière), mwezi ujao (le mois prochain).

La négation modifie le préfixe de personne : si- (je ne), hu- (tu ne), ha- (il ne), hatu- (nous ne), ham- (vous ne), hawa- (ils ne). Au présent négatif, la marque -na- disparaît et le verbe se termine par -i : sisomi (je ne lis pas), hatufanyi (nous ne faisons pas).

Au passé négatif, on utilise -ku- : sikusoma (je n'ai pas lu), hawakuja (ils ne sont pas venus). Au futur négatif, on garde -ta- : sitasoma (je ne lirai pas).

Exercice : racontez votre journée d'hier en cinq phrases au passé, puis dites ce que vous ferez demain.`,
    },
    {
      title: 'Conversations au travail',
      description: 'Réunions, rendez-vous et expressions courantes au bureau.',
      duration: 40,
      content: `Dans l'Est de la RDC, le swahili est la langue de travail de nombreuses entreprises, ONG et administrations. Voici des expressions utiles au quotidien.

Pour fixer un rendez-vous :
- « Tutaonana saa ngapi ? » : à quelle heure nous verrons-nous ?
- « Tuonane kesho saa tatu asubuhi. » : voyons-nous demain à 9 heures du matin.

Attention à l'heure swahilie : on compte à partir du lever du soleil, vers 6 heures. « Saa tatu » (la troisième heure) correspond donc à 9 heures, et « saa moja jioni » à 19 heures. Précisez en cas de doute.

En réunion :
- « Tuanze mkutano. » : commençons la réunion ;
- « Nina swali. » : j'ai une question ;
- « Sijaelewa, rudia tafadhali. » : je n'ai pas compris, répète s'il te plaît ;
- « Nakubali. » : je suis d'accord ;
- « Tutaendelea kesho. » : nous continuerons demain.

Pour demander un service poliment, utilisez « tafadhali » (s'il vous plaît) et remerciez avec « asante » ou « asante sana ». On répond « karibu » (de rien, bienvenue).

Quelques mots du bureau : kazi (travail), mkutano (réunion), ripoti (rapport), mshahara (salaire), mkubwa wa kazi (chef), mwenzangu (mon collègue).

Exercice : préparez un court dialogue dans lequel vous fixez une réunion avec un collègue de Bukavu pour présenter un rapport.`,
    },
  ],
};
