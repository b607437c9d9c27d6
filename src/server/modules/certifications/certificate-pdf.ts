/**
 * The certificate as a PDF: one A4 landscape page in French, with a QR code (and a link over it)
 * to the public verification page. Made on request from the certificate's row: the same row
 * always gives the same file (its dates are the certificate's). Its text is written in NFC with
 * embedded fonts (src/server/lib/pdf-text.ts), so names such as "Mbɔ́kɔ Ngɛlɛ" print as typed.
 */
import type { PDFFont } from 'pdf-lib';
import {
  certificationTypeLabels,
  type CertificationType,
} from '../../../contract/certifications.ts';
import { embedTextFonts, encodable, wrapToWidth } from '../../lib/pdf-text.ts';

/** A4 landscape, in points. */
export const A4_LANDSCAPE = { width: 841.89, height: 595.28 } as const;

/** Dates on certificates are those of Kinshasa (docs/decisions/0008-certificates.md). */
const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Kinshasa',
});
export const certificateDate = (date: Date) => frenchDate.format(date);

export interface CertificateFacts {
  certificateNumber: string;
  type: CertificationType;
  issuedAt: Date;
  expiresAt: Date | null;
  holderName: string;
  courseTitle: string;
  instructorName: string;
  /** The public verification page the QR code leads to. */
  verifyUrl: string;
}

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  // Loaded with the first certificate, not at start (docs/memory.md).
  const [{ PDFDocument, PDFName, PDFString, rgb }, { default: QRCode }] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
  ]);
  const INK = rgb(0.11, 0.14, 0.2);
  const MUTED = rgb(0.35, 0.38, 0.45);
  const ACCENT = rgb(0.12, 0.33, 0.72);
  const doc = await PDFDocument.create();
  const title = `Certificat Kelasi ${facts.certificateNumber}`;
  doc.setTitle(title);
  const subject = `${certificationTypeLabels[facts.type]} n° ${facts.certificateNumber} : ${facts.courseTitle}`;
  doc.setSubject(subject.normalize('NFC'));
  doc.setAuthor('Kelasi');
  doc.setCreator('Kelasi');
  doc.setProducer('Kelasi');
  doc.setLanguage('fr-FR');
  doc.setKeywords([facts.certificateNumber, 'certificat', 'Kelasi']);
  doc.setCreationDate(facts.issuedAt);
  doc.setModificationDate(facts.issuedAt);

  const { width, height } = A4_LANDSCAPE;
  const page = doc.addPage([width, height]);
  const { regular, bold } = await embedTextFonts(doc);

  // Frame.
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  const textWidth = width - 160;
  // The top of the next line.
  let y = height - 76;
  /** Lines centred on the page, the size shrunk (down to `min`) before wrapping. */
  const centred = (
    text: string,
    font: PDFFont,
    size: number,
    { color = INK, min = size, gap = 8 } = {},
  ) => {
    const safe = encodable(font, text);
    let fitted = size;
    while (fitted > min && font.widthOfTextAtSize(safe, fitted) > textWidth) fitted -= 1;
    for (const line of wrapToWidth(font, fitted, safe, textWidth)) {
      const w = font.widthOfTextAtSize(line, fitted);
      y -= fitted;
      page.drawText(line, { x: (width - w) / 2, y, size: fitted, font, color });
      y -= gap;
    }
  };

  centred('KELASI', bold, 16, { color: ACCENT, gap: 16 });
  centred('Certificat de réussite', bold, 34, { gap: 34 });
  centred('Ce certificat est décerné à', regular, 14, { color: MUTED, gap: 12 });
  centred(facts.holderName, bold, 30, { min: 18, gap: 26 });
  centred('pour avoir suivi avec succès le cours', regular, 14, { color: MUTED, gap: 12 });
  centred(`« ${facts.courseTitle} »`, bold, 22, { min: 14, gap: 14 });
  centred(`Formateur : ${facts.instructorName}`, regular, 13, { gap: 24 });

  // The facts, bottom left.
  const facts_ = [
    ['Type', certificationTypeLabels[facts.type]],
    ['Délivré le', certificateDate(facts.issuedAt)],
    ['Numéro', facts.certificateNumber],
    ...(facts.expiresAt ? [['Valable jusqu’au', certificateDate(facts.expiresAt)]] : []),
  ] as const;
  let factY = 150;
  for (const [label, value] of facts_) {
    page.drawText(encodable(regular, `${label} :`), {
      x: 80,
      y: factY,
      size: 11,
      font: regular,
      color: MUTED,
    });
    page.drawText(encodable(bold, value), { x: 190, y: factY, size: 12, font: bold, color: INK });
    factY -= 20;
  }

  // The QR code, bottom right, a link over it and its address under it.
  const qr = await doc.embedPng(
    await QRCode.toBuffer(facts.verifyUrl, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 300,
    }),
  );
  const side = 110;
  const qrX = width - 80 - side;
  const qrY = 78;
  page.drawImage(qr, { x: qrX, y: qrY, width: side, height: side });
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [qrX, qrY, qrX + side, qrY + side],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(facts.verifyUrl) },
    }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
  const caption = 'Vérifier ce certificat :';
  const small = 7;
  const url = encodable(regular, facts.verifyUrl);
  const right = qrX + side;
  page.drawText(encodable(regular, caption), {
    x: right - regular.widthOfTextAtSize(caption, small + 1),
    y: qrY - 12,
    size: small + 1,
    font: regular,
    color: MUTED,
  });
  let urlSize = small;
  while (urlSize > 5 && regular.widthOfTextAtSize(url, urlSize) > 330) urlSize -= 0.5;
  page.drawText(url, {
    x: right - regular.widthOfTextAtSize(url, urlSize),
    y: qrY - 22,
    size: urlSize,
    font: regular,
    color: MUTED,
  });

  return doc.save();
}
