import { describe, expect, it } from 'vitest';
import { lessonTextBlocks } from '@client/components/lesson/lesson-text-blocks';
import { programmingDesignLessons } from '../../src/server/db/seed/lessons-programming-design.ts';
import { businessMarketingLessons } from '../../src/server/db/seed/lessons-business-marketing.ts';
import { personalLanguagesLessons } from '../../src/server/db/seed/lessons-personal-languages.ts';

const text = (t: string) => ({ kind: 'text', text: t });
const code = (t: string) => ({ kind: 'code', text: t });

describe('lessonTextBlocks', () => {
  it('sets apart code paragraphs, keeping their indentation', () => {
    expect(
      lessonTextBlocks(
        'La structure de base est la suivante :\n\nsolde = 12000\nif solde >= 10000:\n    print("Forfait")\nelse:\n    print("Rechargez")\n\nNotez l’indentation.',
      ),
    ).toEqual([
      text('La structure de base est la suivante :'),
      code(
        'solde = 12000\nif solde >= 10000:\n    print("Forfait")\nelse:\n    print("Rechargez")',
      ),
      text('Notez l’indentation.'),
    ]);
  });

  it.each([
    ['print("Mbote ! Bienvenue sur Kelasi")'],
    ['prix_pain = 500\nquantite = 3'],
    ['console.log("1. Début");\nsetTimeout(() => console.log("2."), 0);'],
    ['h1 {\n  color: #0b6e4f;\n}'],
    ['<!DOCTYPE html>\n<html lang="fr">\n</html>'],
    ["SELECT nom FROM eleves WHERE commune = 'Lemba';"],
  ])('reads %j as code', (written) => {
    expect(lessonTextBlocks(written)).toEqual([code(written)]);
  });

  it.each([
    [
      'Exemple pour une boutique :\n- 2 mars, solde initial : 150 000 FC ;\n- 3 mars, vente : 45 000 FC.',
    ],
    ['- un point ;\n- un autre ;'],
    ['Pour les listes :\n  - un sous-point\n  - un autre'],
    ['Seuil de rentabilité = charges fixes / taux de marge.'],
    ['Avec range, on répète : for i in range(1, 6): print(i) affiche 1 à 5.'],
  ])('reads %j as prose', (written) => {
    expect(lessonTextBlocks(written)).toEqual([text(written)]);
  });

  it('takes what stands between ``` lines as code, blank lines included, to the end if unclosed', () => {
    expect(lessonTextBlocks('Essayez :\n```\na = 1\n\nb = 2\n```\nFin.\n\n```\nreste')).toEqual([
      text('Essayez :'),
      code('a = 1\n\nb = 2'),
      text('Fin.'),
      code('reste'),
    ]);
  });

  it('finds every code example of the demo lessons, and takes no prose for code', () => {
    const blocks = Object.values({
      ...programmingDesignLessons,
      ...businessMarketingLessons,
      ...personalLanguagesLessons,
    })
      .flat()
      .flatMap((lesson) => (lesson.content ? lessonTextBlocks(lesson.content) : []));
    const codeBlocks = blocks.filter((b) => b.kind === 'code');
    expect(codeBlocks).toHaveLength(20);
    // French prose puts a space before ":" and ";"; none of the code blocks reads like it.
    expect(codeBlocks.filter((b) => / [:;]$/m.test(b.text))).toEqual([]);
  });
});
