import type { SeedLesson } from './types.ts';

/** Lessons of the Programmation and Design courses, keyed by course key. */
export const programmingDesignLessons: Record<string, SeedLesson[]> = {
  python: [
    {
      title: 'Installer Python et écrire son premier programme',
      description: "Installer Python, découvrir l'interpréteur et afficher un premier message.",
      duration: 20,
      videoUrl: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
      content: `Python est un langage de programmation apprécié pour sa lisibilité : un programme Python ressemble presque à des phrases en anglais. Il est utilisé pour créer des sites web, automatiser des tâches de bureau, analyser des données ou piloter des objets connectés.

Pour commencer, téléchargez Python sur le site officiel python.org et cochez l'option « Add Python to PATH » pendant l'installation. Si vous n'avez qu'un téléphone Android, l'application Pydroid 3 permet d'écrire et d'exécuter du Python sans ordinateur.

Ouvrez ensuite un terminal et tapez python. Vous voyez apparaître l'invite >>> : c'est l'interpréteur, qui exécute chaque ligne dès que vous appuyez sur Entrée. Essayez :

print("Mbote ! Bienvenue sur Kelasi")

La fonction print affiche le texte placé entre guillemets. Pour écrire un programme plus long, créez un fichier bonjour.py dans un éditeur comme VS Code, écrivez vos instructions, puis lancez-le avec la commande python bonjour.py.

Retenez trois règles dès maintenant : Python distingue majuscules et minuscules, chaque instruction occupe une ligne, et les espaces en début de ligne (l'indentation) ont un sens, comme nous le verrons avec les conditions. Prenez le temps d'installer votre environnement : c'est l'outil avec lequel vous travaillerez pendant tout le cours.`,
    },
    {
      title: 'Variables et types de données',
      description: 'Stocker des valeurs : nombres, textes, booléens et listes.',
      duration: 30,
      fileUrl: '/objects/demo/python-aide-memoire.pdf',
      content: `Une variable est un nom que l'on donne à une valeur pour pouvoir la réutiliser. En Python, on crée une variable simplement en lui affectant une valeur avec le signe = :

prix_pain = 500
quantite = 3
client = "Maman Nsimba"

Python devine tout seul le type de la valeur. Les principaux types sont les entiers (int) comme 500, les nombres décimaux (float) comme 2.5, les chaînes de caractères (str) écrites entre guillemets, et les booléens (bool) qui valent True ou False.

On peut calculer avec les variables numériques : total = prix_pain * quantite donne 1500. Les opérateurs sont +, -, *, / pour la division, // pour la division entière et % pour le reste. Pour assembler du texte et des nombres, utilisez une f-string :

print(f"{client} doit payer {total} FC")

Attention : la fonction input, qui lit ce que tape l'utilisateur, renvoie toujours du texte. Pour faire un calcul, il faut convertir : age = int(input("Votre âge : ")).

Enfin, une liste regroupe plusieurs valeurs : communes = ["Gombe", "Lingwala", "Kintambo"]. On accède au premier élément avec communes[0] et on en ajoute un avec communes.append("Ngaliema"). Choisissez des noms de variables clairs : dans six mois, vous serez content de relire prix_pain plutôt que x.`,
    },
    {
      title: 'Conditions : prendre des décisions',
      description: 'Utiliser if, elif et else pour adapter le comportement du programme.',
      duration: 35,
      content: `Un programme utile doit réagir différemment selon la situation. C'est le rôle des conditions. La structure de base est la suivante :

solde = 12000
if solde >= 10000:
    print("Vous pouvez acheter le forfait internet")
else:
    print("Solde insuffisant, rechargez votre compte")

Notez les deux-points à la fin de la ligne if et l'indentation de quatre espaces : toutes les lignes indentées appartiennent au bloc. C'est ainsi que Python sait où commence et où finit chaque cas.

Pour tester plusieurs cas successifs, on utilise elif (contraction de « else if ») :

note = 14
if note >= 16:
    mention = "Très bien"
elif note >= 12:
    mention = "Bien"
elif note >= 10:
    mention = "Passable"
else:
    mention = "Échec"

Python teste les conditions dans l'ordre et exécute uniquement le premier bloc dont la condition est vraie.

Les opérateurs de comparaison sont == (égal), != (différent), <, >, <= et >=. Ne confondez pas = qui affecte une valeur et == qui compare. On combine plusieurs conditions avec and, or et not : if age >= 18 and a_carte_electeur: ...

Exercice : écrivez un programme qui demande le montant d'un achat et applique une remise de 10 % au-delà de 50 000 FC.`,
    },
    {
      title: 'Boucles et fonctions',
      description: 'Répéter des actions avec for et while, organiser son code en fonctions.',
      duration: 40,
      content: `Les boucles évitent de répéter le même code. La boucle for parcourt une séquence :

for commune in ["Gombe", "Limete", "Masina"]:
    print(f"Livraison prévue à {commune}")

Avec range, on répète un nombre précis de fois : for i in range(1, 6): print(i) affiche les nombres de 1 à 5.

La boucle while répète tant qu'une condition est vraie. Elle est utile quand on ne connaît pas à l'avance le nombre de tours :

epargne = 0
mois = 0
while epargne < 100000:
    epargne += 15000
    mois += 1
print(f"Objectif atteint en {mois} mois")

Veillez à ce que la condition finisse par devenir fausse, sinon la boucle ne s'arrête jamais.

Une fonction regroupe des instructions sous un nom, pour les réutiliser :

def prix_ttc(prix_ht, taux=0.16):
    return prix_ht * (1 + taux)

print(prix_ttc(10000))

Le mot-clé def définit la fonction, les paramètres sont entre parenthèses et return renvoie le résultat. Le paramètre taux a une valeur par défaut de 16 %, le taux de TVA en RDC.

Découper un programme en petites fonctions bien nommées le rend plus facile à lire, à tester et à corriger. Pour finir le cours, écrivez une fonction qui calcule la moyenne d'une liste de notes et une boucle qui l'applique à toute une classe.`,
    },
  ],

  'html-css': [
    {
      title: "Structure d'une page HTML",
      description: 'Les balises essentielles et la structure de base d’un document HTML.',
      duration: 30,
      videoUrl: 'https://www.youtube.com/watch?v=mU6anWqZJcc',
      content: `HTML (HyperText Markup Language) décrit le contenu d'une page web à l'aide de balises. Une balise s'ouvre avec <nom> et se ferme avec </nom>. Chaque page suit la même structure de base :

<!DOCTYPE html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Boulangerie de Matonge</title>
  </head>
  <body>
    <h1>Boulangerie de Matonge</h1>
    <p>Pain frais tous les matins dès 6 heures.</p>
  </body>
</html>

La partie head contient les informations destinées au navigateur : l'encodage, le titre de l'onglet et la balise viewport, indispensable pour un affichage correct sur téléphone. La partie body contient ce que voit le visiteur.

Les balises les plus utilisées sont h1 à h6 pour les titres, p pour les paragraphes, a pour les liens, img pour les images, ul et li pour les listes. Utilisez aussi les balises de structure header, nav, main et footer : elles aident les lecteurs d'écran et les moteurs de recherche à comprendre votre page.

Pour tester, enregistrez le fichier sous le nom index.html et ouvrez-le avec votre navigateur. Aucun serveur n'est nécessaire pour débuter.`,
    },
    {
      title: 'Mettre en forme avec CSS',
      description: 'Sélecteurs, couleurs, typographie et modèle de boîte.',
      duration: 35,
      content: `CSS (Cascading Style Sheets) définit l'apparence des éléments HTML. On écrit les règles dans un fichier style.css relié à la page par la balise <link rel="stylesheet" href="style.css"> placée dans le head.

Une règle CSS se compose d'un sélecteur et de déclarations :

h1 {
  color: #0b6e4f;
  font-size: 2rem;
}

Les sélecteurs les plus courants sont le nom de balise (p), la classe (.prix) et l'identifiant (#contact). Préférez les classes : elles sont réutilisables et faciles à maintenir.

Chaque élément est une boîte composée de quatre couches : le contenu, le padding (marge intérieure), la bordure et la margin (marge extérieure). Ajoutez en tête de fichier la règle * { box-sizing: border-box; } pour que la largeur annoncée inclue le padding et la bordure ; vos calculs de mise en page seront beaucoup plus simples.

Pour la typographie, choisissez une police lisible et une taille d'au moins 16 pixels pour le texte courant. Les polices système (font-family: system-ui, sans-serif) s'affichent instantanément, sans téléchargement : un avantage précieux quand les visiteurs paient leurs données mobiles.

Enfin, vérifiez toujours le contraste entre le texte et le fond : un texte gris clair sur fond blanc devient illisible en plein soleil sur un écran de téléphone.`,
    },
    {
      title: 'Pages adaptées aux téléphones',
      description: 'Flexbox, media queries et approche « mobile d’abord ».',
      duration: 40,
      content: `En RDC, la grande majorité des internautes naviguent sur un téléphone. Il faut donc concevoir d'abord pour les petits écrans, puis enrichir la mise en page pour les écrans plus larges : c'est l'approche « mobile d'abord ».

Flexbox permet d'aligner facilement des éléments sur une ligne ou une colonne :

.produits {
  display: flex;
  flex-direction: column;
  gap: 1rem;
}

Sur un téléphone, les produits s'empilent. Pour les afficher côte à côte sur un écran plus large, on ajoute une media query :

@media (min-width: 768px) {
  .produits {
    flex-direction: row;
    flex-wrap: wrap;
  }
}

Les images doivent s'adapter à la largeur disponible avec img { max-width: 100%; height: auto; }. Compressez-les avant de les publier et ajoutez l'attribut loading="lazy" pour qu'elles ne se chargent qu'au moment où le visiteur les atteint.

Les boutons et les liens doivent être assez grands pour être touchés du doigt : au moins 44 pixels de haut. Testez votre site avec les outils de développement du navigateur (mode appareil mobile) et, si possible, sur un vrai téléphone d'entrée de gamme avec une connexion 3G.

Projet final : réalisez le site vitrine d'un commerce de votre quartier avec une page d'accueil, une liste de produits et un lien « Commander sur WhatsApp ».`,
    },
  ],

  javascript: [
    {
      title: 'Le modèle asynchrone de JavaScript',
      description: 'Boucle d’événements, callbacks et pourquoi le code n’attend pas.',
      duration: 45,
      content: `JavaScript s'exécute sur un seul fil d'exécution. Pour ne pas bloquer l'interface pendant une opération longue, comme une requête réseau, il délègue cette opération au navigateur et continue son travail. Quand le résultat arrive, une fonction de rappel est placée dans une file d'attente : c'est la boucle d'événements.

Observez ce code :

console.log("1. Début");
setTimeout(() => console.log("2. Minuteur"), 0);
console.log("3. Fin");

Il affiche 1, puis 3, puis 2 : même avec un délai de zéro, le rappel attend que le code en cours soit terminé.

Historiquement, on enchaînait les opérations avec des callbacks imbriqués. Au-delà de deux ou trois niveaux, le code devient illisible et la gestion des erreurs se disperse : c'est le fameux « callback hell ».

Les promesses ont résolu ce problème. Une promesse représente une valeur future, qui sera soit tenue (fulfilled), soit rompue (rejected). On enchaîne les traitements avec then et on centralise les erreurs avec catch :

chargerProfil()
  .then((profil) => chargerCours(profil.id))
  .then((cours) => afficher(cours))
  .catch((erreur) => signaler(erreur));

Comprendre ce modèle est indispensable avant d'aborder async/await, qui n'est qu'une écriture plus lisible des promesses.`,
    },
    {
      title: 'async/await et gestion des erreurs',
      description: 'Écrire du code asynchrone lisible et robuste.',
      duration: 50,
      content: `Le mot-clé async placé devant une fonction lui fait toujours renvoyer une promesse. À l'intérieur, await suspend l'exécution de la fonction jusqu'à ce que la promesse soit résolue, sans bloquer le reste de l'application :

async function afficherCours(utilisateurId) {
  try {
    const profil = await chargerProfil(utilisateurId);
    const cours = await chargerCours(profil.id);
    afficher(cours);
  } catch (erreur) {
    afficherMessage("Impossible de charger vos cours. Réessayez.");
  }
}

Le bloc try/catch capte aussi bien les erreurs réseau que les erreurs de programmation. Affichez toujours un message compréhensible à l'utilisateur et conservez le détail technique dans les journaux.

Quand plusieurs opérations sont indépendantes, ne les attendez pas l'une après l'autre : lancez-les ensemble avec Promise.all. Le temps total devient celui de la plus lente, et non la somme de toutes :

const [cours, annonces] = await Promise.all([chargerCours(), chargerAnnonces()]);

Si l'échec de l'une ne doit pas annuler les autres, utilisez Promise.allSettled, qui renvoie le statut de chaque promesse.

Piège fréquent : utiliser await dans une boucle forEach. forEach n'attend pas les promesses ; utilisez plutôt une boucle for...of pour un traitement séquentiel, ou Promise.all avec map pour un traitement parallèle.`,
    },
    {
      title: 'Appeler une API avec fetch sur un réseau instable',
      description: 'Requêtes HTTP, délais d’expiration, nouvelles tentatives et cache.',
      duration: 55,
      fileUrl: '/objects/demo/javascript-fetch-reseau-instable.pdf',
      content: `La fonction fetch envoie une requête HTTP et renvoie une promesse de réponse. Attention : fetch ne rejette la promesse qu'en cas d'échec réseau. Une réponse 404 ou 500 est considérée comme un succès ; il faut donc vérifier response.ok :

const reponse = await fetch("/api/courses");
if (!reponse.ok) throw new Error(\`Erreur HTTP \${reponse.status}\`);
const cours = await reponse.json();

Sur les réseaux mobiles congolais, une requête peut rester bloquée longtemps. Fixez un délai maximal avec AbortSignal.timeout :

await fetch(url, { signal: AbortSignal.timeout(10000) });

Pour les lectures, une nouvelle tentative automatique améliore beaucoup l'expérience. Attendez un peu plus longtemps entre chaque essai (1 seconde, puis 2, puis 4) : c'est le recul exponentiel. Ne répétez jamais automatiquement une requête qui crée un paiement ou une commande, sauf si le serveur sait reconnaître les doublons.

Réduisez aussi le volume échangé : demandez seulement les champs utiles, paginez les listes et exploitez le cache HTTP. Un serveur qui renvoie un en-tête ETag permet au navigateur de recevoir une réponse 304 sans contenu quand rien n'a changé.

Enfin, écoutez les événements online et offline de la fenêtre pour informer l'utilisateur de l'état de sa connexion et relancer les requêtes en attente au retour du réseau.`,
    },
  ],

  sql: [
    {
      title: "Qu'est-ce qu'une base de données relationnelle ?",
      description: 'Tables, lignes, colonnes et clés primaires.',
      duration: 25,
      content: `Une base de données relationnelle organise les informations en tables. Chaque table décrit un type d'objet : les élèves, les classes, les paiements. Une ligne correspond à un élément précis (un élève) et chaque colonne à une caractéristique (son nom, sa date de naissance, sa commune).

Chaque ligne possède un identifiant unique appelé clé primaire. Il permet de désigner un élément sans ambiguïté, même si deux élèves portent le même nom. Les tables sont reliées entre elles par des clés étrangères : la table des paiements contient l'identifiant de l'élève qui a payé, plutôt que de recopier son nom et son adresse.

Ce découpage évite les doublons et les incohérences. Si un élève déménage, on modifie son adresse à un seul endroit, et tous ses paiements restent correctement rattachés.

Le langage SQL (Structured Query Language) sert à interroger et à modifier ces tables. La requête suivante affiche le nom des élèves de la commune de Lemba :

SELECT nom FROM eleves WHERE commune = 'Lemba';

Dans ce cours, nous utiliserons PostgreSQL, un système libre, gratuit et très robuste, employé aussi bien par de petites écoles que par de grandes banques.`,
    },
  ],

  'design-basics': [
    {
      title: 'Les couleurs et leur signification',
      description: 'Cercle chromatique, harmonies et contraste.',
      duration: 25,
      videoUrl: 'https://www.youtube.com/watch?v=_2LLXnUdUIc',
      content: `La couleur est souvent la première chose que l'on remarque sur une affiche. Bien la choisir permet de transmettre une émotion et de guider le regard.

Le cercle chromatique organise les couleurs. Les couleurs complémentaires, placées face à face (bleu et orange, rouge et vert), créent un contraste fort : idéal pour un bouton ou une promotion. Les couleurs analogues, voisines sur le cercle (jaune, orange, rouge), donnent un ensemble harmonieux et chaleureux.

Les couleurs portent aussi des significations culturelles. Le vert évoque la nature et la santé, le bleu inspire confiance (d'où son usage par les banques et les opérateurs), le rouge attire l'attention et signale l'urgence. Pensez à votre public : une pharmacie et un maquis n'utiliseront pas la même palette.

Une règle simple aide à rester équilibré : la règle 60-30-10. Une couleur dominante couvre environ 60 % de la surface, une couleur secondaire 30 %, et une couleur d'accent 10 % pour les éléments importants.

Enfin, vérifiez toujours la lisibilité : un texte jaune sur fond blanc ou rouge sur fond vert est difficile à lire, surtout pour les personnes daltoniennes. Un contraste élevé entre le texte et le fond est la base d'un design professionnel.`,
    },
    {
      title: 'Typographie : choisir et associer les polices',
      description: 'Familles de polices, hiérarchie et lisibilité.',
      duration: 25,
      content: `La typographie représente l'essentiel d'un design : même une affiche très visuelle contient un titre, une date, un lieu et un numéro de téléphone.

On distingue deux grandes familles de polices. Les polices à empattements (serif), comme Georgia ou Times, possèdent de petites extensions au bout des lettres ; elles évoquent la tradition et le sérieux. Les polices sans empattements (sans serif), comme Arial, Roboto ou Montserrat, sont plus modernes et plus lisibles sur écran.

Pour un projet, limitez-vous à deux polices : une pour les titres, une pour le texte courant. Associer plus de polices donne un résultat désordonné. Une combinaison sûre consiste à choisir une police expressive pour le titre et une police neutre pour le reste.

La hiérarchie typographique guide la lecture. Le titre doit se voir de loin, le sous-titre ensuite, puis les informations pratiques. Jouez sur la taille, la graisse (gras ou normal) et l'espacement plutôt que sur la couleur seulement.

Soignez aussi l'interlignage : environ 1,5 fois la taille du texte pour les paragraphes. Évitez les textes entièrement en majuscules, plus difficiles à lire, et les lignes trop longues : 50 à 75 caractères par ligne est un bon repère.`,
    },
    {
      title: 'Composition et mise en page',
      description: 'Grille, alignement, espace blanc et point focal.',
      duration: 30,
      fileUrl: '/objects/demo/design-checklist-affiche.pdf',
      content: `La composition est l'art de disposer les éléments sur une surface. Une bonne composition permet de comprendre le message en quelques secondes.

Commencez par définir un point focal : l'élément que l'on doit voir en premier, souvent une image forte ou un titre. Tout le reste doit le soutenir, pas lui faire concurrence.

Utilisez une grille. En divisant votre format en colonnes et en marges régulières, vous alignez naturellement les éléments. L'alignement crée de l'ordre : un texte aligné à gauche avec une image alignée sur la même ligne paraît immédiatement plus professionnel qu'un ensemble centré au hasard.

La règle des tiers est un outil simple : divisez l'image en trois parties égales dans chaque sens et placez les éléments importants sur les lignes ou à leurs intersections.

N'ayez pas peur de l'espace blanc, c'est-à-dire des zones vides. Il laisse respirer le contenu et met en valeur l'essentiel. Une affiche surchargée, avec dix informations de même taille, ne transmet aucun message.

Enfin, regroupez les informations liées : la date, l'heure et le lieu d'un événement vont ensemble. Avant de publier, éloignez-vous de votre écran ou réduisez l'image : si le message principal reste clair, votre composition fonctionne.`,
    },
  ],

  'ui-ux': [
    {
      title: "Comprendre l'utilisateur",
      description: 'Recherche utilisateur, personas et parcours.',
      duration: 35,
      content: `L'UX (expérience utilisateur) consiste à concevoir un produit à partir des besoins réels de ceux qui l'utilisent. Avant de dessiner le moindre écran, il faut comprendre qui sont vos utilisateurs, ce qu'ils cherchent à accomplir et dans quelles conditions.

Le moyen le plus efficace reste l'entretien. Parlez à cinq ou six personnes de votre public cible : un commerçant du marché Gambela, une étudiante de l'UNIKIN, un fonctionnaire. Demandez-leur comment ils font aujourd'hui, ce qui les gêne, quels téléphones et quels forfaits ils utilisent. Posez des questions ouvertes et écoutez plus que vous ne parlez.

Synthétisez ensuite vos observations dans des personas : des portraits fictifs mais réalistes qui représentent vos groupes d'utilisateurs. Un persona précise les objectifs, les frustrations et le contexte technique, par exemple « téléphone Android d'entrée de gamme, 1 Go de données par semaine, connexion instable ».

Décrivez enfin le parcours utilisateur : les étapes successives pour atteindre un objectif, comme « payer une facture par mobile money ». Pour chaque étape, notez ce que la personne fait, pense et ressent. Les points de friction ainsi révélés deviennent vos priorités de conception.

Ce travail évite de construire des fonctionnalités inutiles et fait gagner beaucoup de temps pendant le développement.`,
    },
    {
      title: 'Des maquettes filaires au prototype',
      description: 'Wireframes, navigation et prototypage rapide.',
      duration: 40,
      videoUrl: 'https://www.youtube.com/watch?v=c9Wg6Cb_YlU',
      content: `Une fois les besoins compris, on passe à la conception des écrans. On commence toujours par des maquettes filaires (wireframes) : des schémas en noir et blanc qui montrent l'organisation des éléments sans se soucier des couleurs ni des images.

Le papier et le crayon suffisent pour les premières versions. Dessinez rapidement plusieurs variantes d'un même écran, puis gardez la plus claire. À ce stade, changer d'idée ne coûte rien.

Sur mobile, la navigation doit rester simple. Une barre d'onglets en bas de l'écran, avec trois à cinq destinations principales, est facile à atteindre avec le pouce. Chaque écran doit avoir un objectif principal et un bouton d'action bien visible.

Passez ensuite à un outil comme Figma, utilisable gratuitement dans le navigateur, pour créer des maquettes plus précises et les relier entre elles. Vous obtenez un prototype cliquable qui simule l'application.

Testez ce prototype avec de vrais utilisateurs. Donnez-leur une tâche (« inscrivez-vous à un cours ») et observez sans les aider. Notez où ils hésitent, où ils se trompent, ce qu'ils disent à voix haute. Trois à cinq tests suffisent pour découvrir la majorité des problèmes importants.

Corrigez, puis testez de nouveau : la conception est un cycle, pas une ligne droite.`,
    },
    {
      title: 'Accessibilité et contraintes des téléphones d’entrée de gamme',
      description: 'Concevoir pour tous : lisibilité, tailles tactiles et légèreté.',
      duration: 35,
      content: `Une application accessible peut être utilisée par tous, y compris les personnes malvoyantes, daltoniennes ou peu familières du numérique. Ces bonnes pratiques profitent en réalité à tout le monde.

Premier principe : la lisibilité. Utilisez un texte d'au moins 16 pixels, un contraste suffisant (un rapport d'au moins 4,5 pour 1 entre le texte et le fond) et ne transmettez jamais une information uniquement par la couleur. Un champ en erreur doit aussi afficher un message explicite.

Deuxième principe : des cibles tactiles assez grandes, d'au moins 44 pixels de côté, bien espacées pour éviter les erreurs de doigt.

Troisième principe : des libellés clairs, dans la langue de l'utilisateur. Préférez « Payer 15 000 FC » à « Valider », et expliquez ce qui se passe après l'action.

Il faut aussi tenir compte du matériel. Beaucoup d'utilisateurs ont des téléphones avec peu de mémoire, un petit écran et une connexion lente et coûteuse. Allégez les images, évitez les animations lourdes, affichez des squelettes de chargement plutôt qu'un écran blanc et permettez de reprendre une action interrompue par une coupure de réseau.

Enfin, testez votre prototype en plein soleil et d'une seule main : ce sont les conditions réelles de beaucoup de vos utilisateurs.`,
    },
  ],

  branding: [
    {
      title: 'Stratégie de marque avant le logo',
      description: 'Positionnement, valeurs et personnalité de la marque.',
      duration: 40,
      content: `Un logo n'est que la partie visible d'une marque. Avant d'ouvrir un logiciel de dessin, le designer doit comprendre la stratégie de son client.

Commencez par un entretien approfondi : que vend l'entreprise, à qui, et en quoi se distingue-t-elle de ses concurrents ? Une agence de voyages de Goma qui vise les touristes internationaux n'a pas le même positionnement qu'une agence de transport en commun de Kinshasa.

Formulez ensuite les valeurs de la marque en trois à cinq mots : fiabilité, proximité, innovation, élégance... Ces mots serviront de critères pour juger chaque proposition graphique.

Définissez la personnalité de la marque comme s'il s'agissait d'une personne : est-elle sérieuse ou joyeuse, traditionnelle ou moderne, luxueuse ou accessible ? Cette personnalité guidera le choix des couleurs, des formes et des polices.

Analysez aussi la concurrence. Rassemblez les logos des principaux concurrents et repérez les codes du secteur : si tous utilisent du bleu, le vert peut vous démarquer, mais il faut que ce choix reste cohérent avec le positionnement.

Résumez tout cela dans un brief créatif d'une page, validé par le client. Ce document vous protège : en cas de désaccord plus tard, vous pourrez revenir aux objectifs fixés ensemble.`,
    },
    {
      title: 'Concevoir le logo',
      description: 'Recherches, planche de tendances et déclinaisons.',
      duration: 50,
      videoUrl: 'https://www.youtube.com/watch?v=dXqy6IkGeA8',
      content: `La création d'un logo commence par une phase de recherche. Constituez une planche de tendances (moodboard) : images, textures, typographies et couleurs qui correspondent à la personnalité de la marque. Présentez-la au client pour valider la direction avant de dessiner.

Produisez ensuite de nombreuses esquisses au crayon, au moins vingt. Explorez différentes pistes : logotype (le nom seul, travaillé typographiquement), symbole, monogramme à partir des initiales, ou combinaison d'un symbole et du nom. Les meilleures idées arrivent rarement dans les premiers croquis.

Sélectionnez trois pistes et vectorisez-les dans un logiciel comme Inkscape, gratuit, ou Illustrator. Un logo doit être vectoriel pour être agrandi sans perte de qualité, de la carte de visite à la façade du magasin.

Un bon logo est simple, mémorable et fonctionne dans toutes les situations. Testez-le en très petit (l'icône d'un profil WhatsApp), en noir et blanc, sur fond clair et sur fond foncé, brodé sur un polo ou peint sur un mur.

Préparez enfin les déclinaisons : version horizontale et verticale, version monochrome, icône seule. Présentez chaque proposition dans son contexte, sur une enseigne, un véhicule ou une page Facebook, plutôt que sur un fond blanc : le client comprendra mieux le résultat.`,
    },
    {
      title: 'La charte graphique',
      description: 'Documenter les règles d’usage de l’identité visuelle.',
      duration: 35,
      fileUrl: '/objects/demo/modele-charte-graphique.pdf',
      content: `La charte graphique est le document qui explique comment utiliser l'identité visuelle. Elle garantit que la marque reste cohérente, même quand d'autres personnes réalisent les supports : imprimeur, community manager ou agence.

Une charte contient au minimum les éléments suivants. D'abord le logo et ses déclinaisons, avec la zone de protection (l'espace vide à respecter autour du logo) et la taille minimale d'utilisation. Ensuite les interdits : déformer le logo, changer ses couleurs, lui ajouter une ombre ou le placer sur un fond trop chargé.

La palette de couleurs doit être précisée dans tous les formats utiles : codes hexadécimaux et RVB pour l'écran, CMJN pour l'impression, et si possible références Pantone. Les couleurs imprimées varient souvent d'un imprimeur à l'autre ; des références précises limitent les mauvaises surprises.

La charte présente aussi les polices de titres et de texte, avec leurs tailles et leurs graisses, le style des photos et des illustrations, et des exemples de supports : carte de visite, en-tête de lettre, publication pour les réseaux sociaux.

Livrez la charte en PDF avec un dossier de fichiers organisé : logos en SVG, PNG et PDF, dans toutes les déclinaisons. Un client bien équipé utilisera correctement sa marque et reviendra vers vous pour ses prochains projets.`,
    },
  ],
};
