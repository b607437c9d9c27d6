/**
 * The demo lessons' PDF documents and the demo payment screenshot. The seed gives them
 * placeholder paths (/objects/demo/{name}.pdf on lessons, /objects/demo/{name}.png as a course
 * payment's proof); right after seeding, `seedDemoFiles` generates each file, stores it as a
 * complete upload (of the course's instructor for a document, of the payer for a screenshot) and
 * points the rows at /objects/uploads/{id}.{ext}, where the media routes serve it like any
 * uploaded file.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { courses, lessons, payments } from '../schema/index.ts';
import { createUpload } from '../factories/uploads.ts';
import { objectKeyFor, objectPathFor } from '../../modules/objects/uploads.service.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { demoPdf } from './demo-pdf.ts';
import { demoPaymentScreenshot } from './demo-png.ts';

export const DEMO_FILES_PREFIX = '/objects/demo/';
/** The placeholder proof of the demo student's pending course payment (an operator's SMS). */
export const DEMO_PAYMENT_SCREENSHOT = `${DEMO_FILES_PREFIX}capture-sms-orange-money.png`;

interface DemoDocument {
  title: string;
  lines: string[];
}

/** Content of each demo document, keyed by the file name used in the seed lessons. */
export const demoDocuments: Record<string, DemoDocument> = {
  'guide-creation-entreprise-rdc.pdf': {
    title: 'Guide pratique : créer son entreprise en RDC',
    lines: [
      '1. Choisir sa forme juridique (droit OHADA)',
      "- Entreprenant : régime simplifié de l'OHADA pour les très petites activités.",
      "- Entreprise individuelle : vous exercez seul, en votre nom propre ; vos biens personnels répondent des dettes de l'activité.",
      '- SARL (société à responsabilité limitée) : le patrimoine de la société est séparé de celui des associés ; des statuts sont nécessaires.',
      '',
      '2. Préparer son dossier',
      "- Pièce d'identité de chaque dirigeant ou associé.",
      '- Statuts signés par tous les associés (pour une société).',
      "- Justificatif d'adresse du siège : contrat de bail ou attestation de l'hébergeur.",
      '',
      "3. Au Guichet unique de création d'entreprise (un seul lieu pour tout)",
      '- Immatriculation au Registre du commerce et du crédit mobilier (RCCM).',
      '- Identification nationale.',
      "- Numéro d'impôt.",
      '',
      "4. Après l'immatriculation",
      "- Ouvrir un compte bancaire professionnel au nom de l'entreprise.",
      "- Demander les autorisations propres au secteur : autorisation d'exploitation, normes d'hygiène pour la restauration, agréments pour certains services.",
      '- Garder une copie papier et une photo sur le téléphone de chaque document officiel.',
      '',
      'Les tarifs et procédures évoluent : vérifiez les informations à jour auprès du Guichet unique avant de vous déplacer.',
    ],
  },

  'modele-cahier-de-caisse.pdf': {
    title: 'Modèle de cahier de caisse',
    lines: [
      'Entreprise : ..............................   Mois : ....................',
      'Moyen de paiement : espèces / M-Pesa / Airtel Money / banque (une page par moyen)',
      '',
      'Colonnes : Date | Libellé | N° de pièce | Entrée (FC) | Sortie (FC) | Solde (FC)',
      'Solde = solde précédent + entrée - sortie',
      '',
      'Exemple : boutique de Limete, caisse espèces',
      '02/03 | Solde initial | - | - | - | 150 000',
      '02/03 | Vente de pagnes | R-001 | 45 000 | - | 195 000',
      "03/03 | Achat de sacs d'emballage | F-014 | - | 12 000 | 183 000",
      '04/03 | Vente de pagnes | R-002 | 30 000 | - | 213 000',
      '04/03 | Transport des marchandises | R-003 | - | 5 000 | 208 000',
      '',
      'À remplir',
      ...Array.from(
        { length: 8 },
        () =>
          '...... | .................................... | ........ | ........ | ........ | ........',
      ),
      '',
      'Contrôle du soir',
      '- Espèces comptées : .................. FC   Solde du cahier : .................. FC',
      '- Écart : .................. FC   Explication : ....................................',
      '',
      'Rappels : numérotez chaque pièce justificative (facture, reçu, SMS de paiement) et reportez son numéro dans le cahier ; expliquez tout écart le jour même.',
    ],
  },

  'modele-diagramme-gantt.pdf': {
    title: 'Modèle de diagramme de Gantt',
    lines: [
      'Projet : installer trois bornes-fontaines dans le quartier Kingabwa (8 semaines)',
      '',
      'Tâche | Durée | Dépend de | Semaines',
      'A. Étude du terrain et accord des autorités locales | 2 sem. | - | S1-S2',
      'B. Commande et livraison des tuyaux et robinets | 3 sem. | A | S3-S5',
      'C. Recrutement et formation des plombiers | 1 sem. | A | S3',
      'D. Creusement des tranchées | 1 sem. | C | S4',
      'E. Pose des canalisations | 2 sem. | B, D | S6-S7',
      'F. Construction des trois bornes | 2 sem. | D | S5-S6',
      'G. Raccordement et essais | 1 sem. | E, F | S8',
      "H. Formation du comité de gestion de l'eau | 1 sem. | A | S3",
      '',
      'Jalons',
      '- Fin S2 : autorisations obtenues.',
      '- Fin S5 : matériel livré sur le chantier.',
      '- Fin S8 : bornes-fontaines en service, remise aux bénéficiaires.',
      '',
      'Chemin critique : A > B > E > G (2 + 3 + 2 + 1 = 8 semaines). Tout retard sur ces tâches retarde la fin du projet. Marges : C, D et F ont 1 semaine, H en a 5.',
      '',
      'Pour dessiner le diagramme (GanttProject ou tableur) : une ligne par tâche, une colonne par semaine, une barre colorée sur les semaines occupées, une flèche pour chaque dépendance.',
      '',
      'Votre projet',
      ...Array.from(
        { length: 6 },
        () => 'Tâche : ................................ | ...... | ...... | ........',
      ),
    ],
  },

  'tableau-suivi-reseaux-sociaux.pdf': {
    title: 'Tableau de suivi des réseaux sociaux',
    lines: [
      'Indicateurs',
      '- Portée : nombre de personnes qui ont vu la publication.',
      "- Taux d'engagement = (réactions + commentaires + partages + enregistrements) / portée × 100",
      '  Exemple : (60 + 12 + 9 + 3) / 1 200 × 100 = 7 %',
      '- Clics : visites du site ou ouvertures de WhatsApp.',
      '- Conversions : ventes ou demandes de devis obtenues.',
      '',
      'Suivi mensuel : Mois | Abonnés | Portée | Engagement (%) | Clics | Messages | Ventes',
      ...Array.from(
        { length: 6 },
        () => '............ | ........ | ........ | ........ | ........ | ........ | ........',
      ),
      '',
      'Mes 3 meilleures publications (sujet, format, heure, visage ou question ?)',
      '1. ....................................................................................',
      '2. ....................................................................................',
      '3. ....................................................................................',
      'Mes 3 moins bonnes publications',
      '1. ....................................................................................',
      '2. ....................................................................................',
      '3. ....................................................................................',
      '',
      'Test du mois (une seule modification) : ................................................',
      'Résultat après plusieurs semaines : ......................................................',
      '',
      'Comment nos nouveaux clients nous ont connus',
      'Facebook : ......   Instagram : ......   TikTok : ......   WhatsApp : ......   Bouche-à-oreille : ......',
    ],
  },

  'planificateur-hebdomadaire.pdf': {
    title: 'Planificateur hebdomadaire',
    lines: [
      'Semaine du ................ au ................',
      '',
      'Revue de la semaine écoulée (30 minutes, dimanche soir ou lundi matin)',
      "- Ce que j'ai accompli : ............................................................",
      '- Ce qui a été reporté, et pourquoi : ..............................................',
      '',
      'Mes 3 priorités de la semaine (trois, pas dix)',
      '1. ....................................................................................',
      '2. ....................................................................................',
      '3. ....................................................................................',
      '',
      'Blocs de temps réservés aux priorités (les tâches exigeantes aux heures de concentration)',
      ...['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map(
        (day) =>
          `${day} : ........ h à ........ h : ..............................................`,
      ),
      '',
      'Petites tâches à regrouper : messages, appels, achats',
      '- ...................................   - ...................................',
      '',
      'Marge pour les imprévus (embouteillages, coupures) : laisser environ 20 % du temps libre.',
      'Chaque soir, 5 minutes : la liste du lendemain, pour savoir par quoi commencer.',
    ],
  },

  'anglais-modeles-emails.pdf': {
    title: "Modèles d'e-mails professionnels en anglais",
    lines: [
      'Modèle 1 : demander une information',
      'Subject: Training programme - request for information',
      'Dear Sir or Madam,',
      'I am writing to ask about your training programme in project management.',
      'Could you please send me the dates, the price and the registration form?',
      'I look forward to hearing from you.',
      'Kind regards,',
      'Grâce Mukendi, Accountant - [votre numéro de téléphone]',
      '',
      'Modèle 2 : envoyer un document',
      'Subject: Monthly report - March',
      'Dear Ms Johnson,',
      'Thank you for your email of 12 March. Please find attached the report for March.',
      'Please let me know if you have any questions.',
      'Best regards,',
      'Grâce Mukendi, Accountant - [votre numéro de téléphone]',
      '',
      'Formules utiles',
      '- Dear Mr Smith, / Dear Ms Johnson, : nom connu ; Dear Sir or Madam, : nom inconnu.',
      '- Hello John, : contact habituel.',
      '- I would like to... : je souhaiterais... ; Could you please...? : pourriez-vous...?',
      '- Kind regards, / Best regards, : cordialement.',
      '',
      'Faux amis : actually = en réalité ; currently = actuellement ; eventually = finalement.',
      "Une idée par paragraphe, des phrases simples, et relisez avant d'envoyer.",
    ],
  },

  'swahili-tableau-conjugaison.pdf': {
    title: 'Swahili : tableau de conjugaison',
    lines: [
      'Verbe -soma (lire, étudier) : préfixe de personne + marque de temps + racine',
      '',
      'Personne | Présent -na- | Passé -li- | Futur -ta-',
      'ni- (je) | ninasoma | nilisoma | nitasoma',
      'u- (tu) | unasoma | ulisoma | utasoma',
      'a- (il, elle) | anasoma | alisoma | atasoma',
      'tu- (nous) | tunasoma | tulisoma | tutasoma',
      'm- (vous) | mnasoma | mlisoma | mtasoma',
      'wa- (ils, elles) | wanasoma | walisoma | watasoma',
      '',
      'Négation | Présent (-i final) | Passé -ku- | Futur -ta-',
      'si- (je ne) | sisomi | sikusoma | sitasoma',
      'hu- (tu ne) | husomi | hukusoma | hutasoma',
      'ha- (il ne) | hasomi | hakusoma | hatasoma',
      'hatu- (nous ne) | hatusomi | hatukusoma | hatutasoma',
      'ham- (vous ne) | hamsomi | hamkusoma | hamtasoma',
      'hawa- (ils ne) | hawasomi | hawakusoma | hawatasoma',
      '',
      "Les verbes d'une syllabe gardent ku- (kw- pour -enda) : tunakula, watakuja, alikwenda Goma.",
      '',
      "Repères de temps : leo (aujourd'hui), jana (hier), kesho (demain), wiki iliyopita (la semaine dernière), mwezi ujao (le mois prochain).",
      '',
      'Exemples : tulifanya kazi jana (nous avons travaillé hier) ; mtalipa kwa M-Pesa (vous paierez par M-Pesa) ; hawakuja (ils ne sont pas venus).',
    ],
  },

  'python-aide-memoire.pdf': {
    title: 'Aide-mémoire Python',
    lines: [
      'Variables et types',
      '    prix_pain = 500          # int (entier)',
      '    taux = 2.5               # float (décimal)',
      '    client = "Maman Nsimba"  # str (texte)',
      '    paye = False             # bool : True ou False',
      '',
      'Opérateurs : + - * /   // division entière   % reste   ** puissance',
      '    total = prix_pain * 3                    # 1500',
      '    print(f"{client} doit payer {total} FC")',
      '    age = int(input("Votre âge : "))          # input renvoie toujours du texte',
      '',
      'Listes',
      '    communes = ["Gombe", "Lingwala", "Kintambo"]',
      '    communes[0]                 # "Gombe" : on compte à partir de 0',
      '    communes.append("Ngaliema") ; len(communes)   # 4',
      '',
      'Conditions (deux-points et indentation de 4 espaces)',
      '    if solde >= 10000:',
      '        print("Forfait possible")',
      '    elif solde > 0:',
      '        print("Rechargez votre compte")',
      '    else:',
      '        print("Solde vide")',
      '',
      'Boucles et fonctions',
      '    for commune in communes:',
      '        print(commune)',
      '    def prix_total(prix, quantite):',
      '        return prix * quantite',
      '',
      'Lancer un programme : python bonjour.py ; Python distingue majuscules et minuscules.',
    ],
  },

  'javascript-fetch-reseau-instable.pdf': {
    title: 'fetch sur un réseau instable : aide-mémoire',
    lines: [
      'Vérifier la réponse : fetch ne rejette la promesse que si le réseau échoue.',
      '    const reponse = await fetch("/api/courses", { signal: AbortSignal.timeout(10000) });',
      '    if (!reponse.ok) throw new Error(`Erreur HTTP ${reponse.status}`);',
      '',
      'Lire avec nouvelles tentatives et recul exponentiel (1 s, 2 s, 4 s)',
      '    async function lireAvecReprise(url, essais = 3) {',
      '      for (let essai = 1; ; essai++) {',
      '        let reponse;',
      '        try {',
      '          reponse = await fetch(url, { signal: AbortSignal.timeout(10000) });',
      '        } catch (erreur) {',
      '          if (essai === essais) throw erreur; // réseau coupé ou délai dépassé',
      '        }',
      '        if (reponse?.ok) return reponse.json();',
      '        if (reponse && (reponse.status < 500 || essai === essais))',
      '          throw new Error(`Erreur HTTP ${reponse.status}`);',
      '        await new Promise((r) => setTimeout(r, 1000 * 2 ** (essai - 1)));',
      '      }',
      '    }',
      '',
      'Règles',
      '- Ne répétez jamais automatiquement un paiement ou une commande, sauf si le serveur reconnaît les doublons.',
      '- Demandez seulement les champs utiles et paginez les listes.',
      '- Exploitez le cache HTTP : avec un ETag, le serveur répond 304 sans contenu.',
      "- Informez l'utilisateur de l'état de sa connexion et relancez au retour du réseau :",
      '    window.addEventListener("online", relancerLesRequetesEnAttente);',
    ],
  },

  'design-checklist-affiche.pdf': {
    title: 'Check-list : composer une affiche',
    lines: [
      'Message',
      '[ ] Un seul point focal, vu en premier : une image forte ou le titre.',
      '[ ] Le message principal se comprend en quelques secondes.',
      '[ ] Date, heure et lieu regroupés ; numéro de téléphone ou WhatsApp visible.',
      '',
      'Composition',
      '[ ] Une grille : colonnes et marges régulières, éléments alignés.',
      '[ ] Les éléments importants sur les lignes des tiers ou à leurs intersections.',
      "[ ] De l'espace blanc : pas dix informations de même taille.",
      '',
      'Couleurs',
      "[ ] Règle 60-30-10 : couleur dominante, secondaire, accent pour l'essentiel.",
      '[ ] Couleurs adaptées au public et au sens recherché (confiance, urgence, nature).',
      '[ ] Contraste élevé entre le texte et le fond, lisible aussi par les daltoniens.',
      '',
      'Typographie',
      '[ ] Deux polices au plus : une pour les titres, une pour le texte.',
      '[ ] Hiérarchie claire : titre, sous-titre, informations pratiques.',
      '[ ] Pas de longs textes en majuscules.',
      '',
      'Avant de publier',
      '[ ] Image réduite ou vue de loin : le message principal reste clair.',
      '[ ] Orthographe, date, prix et numéro relus par une deuxième personne.',
    ],
  },

  'modele-charte-graphique.pdf': {
    title: 'Modèle de charte graphique',
    lines: [
      'Marque : ..............................   Version : ......   Date : ..............',
      '',
      '1. Personnalité de la marque : ......................................................',
      '',
      '2. Logo',
      '- Déclinaisons : horizontale, verticale, monochrome, icône seule.',
      '- Zone de protection autour du logo : ........   Taille minimale : ........ mm / px',
      '- Interdits : déformer, changer les couleurs, ajouter une ombre, fond trop chargé.',
      '',
      "3. Couleurs (HEX et RVB pour l'écran, CMJN pour l'impression, Pantone si possible)",
      '- Principale : HEX #...... | RVB ... ... ... | CMJN ... ... ... ... | Pantone ......',
      '- Secondaire : HEX #...... | RVB ... ... ... | CMJN ... ... ... ... | Pantone ......',
      '- Accent : HEX #...... | RVB ... ... ... | CMJN ... ... ... ... | Pantone ......',
      '',
      '4. Typographie',
      '- Titres : police ...................... graisse ........ taille ........',
      '- Texte courant : police ...................... graisse ........ taille ........',
      '',
      '5. Photos et illustrations : style, cadrage, sujets à privilégier ou à éviter.',
      '',
      '6. Exemples de supports : carte de visite, en-tête de lettre, publication réseaux sociaux.',
      '',
      '7. Fichiers livrés : logos en SVG, PNG et PDF, dans toutes les déclinaisons, rangés dans un dossier par usage (écran, impression).',
    ],
  },
};

interface DemoFile {
  fileName: string;
  bytes: Buffer;
  extension: 'pdf' | 'png';
  contentType: string;
  userId: string;
}

/**
 * Replaces the demo placeholder paths by real uploads. Call it only right after seeding an
 * empty database (like the seed itself, it must never run over real data). One upload per
 * distinct lesson placeholder, owned by the instructor of the first course using it, and one
 * per payment citing a placeholder screenshot, owned by its payer. Answers how many files were
 * stored.
 */
export async function seedDemoFiles({
  db,
  storage,
  now = new Date(),
}: {
  db: Db;
  storage: ObjectStorage;
  now?: Date;
}): Promise<number> {
  const rows = await db
    .select({ fileUrl: lessons.fileUrl, title: lessons.title, instructorId: courses.instructorId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(like(lessons.fileUrl, `${DEMO_FILES_PREFIX}%.pdf`))
    .orderBy(asc(lessons.createdAt));
  const placeholders = new Map(rows.map((row) => [row.fileUrl!, row]));
  const proofs = await db
    .select({ id: payments.id, userId: payments.buyerId })
    .from(payments)
    .where(like(payments.proofImage, `${DEMO_FILES_PREFIX}%.png`))
    .orderBy(asc(payments.createdAt));
  if (placeholders.size === 0 && proofs.length === 0) return 0;

  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-demo-files-'));
  /** Stores the bytes, then writes the upload row and the row using it in one transaction. */
  const store = async (
    file: DemoFile,
    attach: (tx: Tx, objectPath: string) => Promise<unknown>,
  ) => {
    const upload = { id: randomUUID(), extension: file.extension };
    const tempFile = path.join(tempDir, `${upload.id}.${file.extension}`);
    await writeFile(tempFile, file.bytes);
    // The bytes first: a failure leaves at worst an unreferenced object, never a broken row.
    await storage.putFile(objectKeyFor(upload), tempFile, {
      size: file.bytes.length,
      contentType: file.contentType,
    });
    await db.transaction(async (tx) => {
      await createUpload(tx, {
        ...upload,
        userId: file.userId,
        status: 'complete',
        contentType: file.contentType,
        fileName: file.fileName,
        size: file.bytes.length,
        expiresAt: now,
        createdAt: now,
        completedAt: now,
      });
      await attach(tx, objectPathFor(upload));
    });
  };
  try {
    for (const [placeholder, lesson] of placeholders) {
      const fileName = placeholder.slice(DEMO_FILES_PREFIX.length);
      const doc = demoDocuments[fileName] ?? { title: lesson.title, lines: [] };
      const pdf = await demoPdf(doc.title, [
        `Kelasi - leçon « ${lesson.title} »`,
        '',
        ...doc.lines,
      ]);
      await store(
        {
          fileName,
          bytes: pdf,
          extension: 'pdf',
          contentType: 'application/pdf',
          userId: lesson.instructorId,
        },
        (tx, objectPath) =>
          tx.update(lessons).set({ fileUrl: objectPath }).where(eq(lessons.fileUrl, placeholder)),
      );
    }
    // A screenshot belongs to its payer: one upload per payment.
    for (const proof of proofs) {
      await store(
        {
          fileName: 'capture-sms-paiement.png',
          bytes: demoPaymentScreenshot(),
          extension: 'png',
          contentType: 'image/png',
          userId: proof.userId,
        },
        (tx, objectPath) =>
          tx
            .update(payments)
            // The payment was sent with its screenshot: its dates stay those of the seed.
            .set({ proofImage: objectPath, updatedAt: sql`${payments.updatedAt}` })
            .where(eq(payments.id, proof.id)),
      );
    }
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
  return placeholders.size + proofs.length;
}
