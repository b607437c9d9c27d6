/**
 * A lesson's text is plain text, as instructors type it: paragraphs separated by blank lines,
 * with code in between (a Python snippet, an HTML page, a CSS rule). This splits it into prose
 * and code blocks, so that code can be set in a monospace font with its indentation kept.
 *
 * Code is recognised without asking instructors to learn a syntax:
 * - between two lines of three backticks (```), blank lines included;
 * - a paragraph with an indented line (two spaces or a tab) other than a list item: prose never
 *   starts that way;
 * - a paragraph whose every line reads as code: it ends with `;` (French prose puts a space
 *   before it), `{` or `}`, is an HTML tag, an assignment (`prix = 500`), a lone call
 *   (`print("Mbote")`) or a block header such as `if solde >= 10000:` (French prose puts a space
 *   before its colons too).
 */

export interface LessonTextBlock {
  kind: 'text' | 'code';
  text: string;
}

const FENCE = /^\s*```/;
const BLANK = /^\s*$/;
/** Indented, and not a list item ("  - sous-point", "  • …"). */
const INDENTED = /^(?: {2}|\t)\s*[^\s\-•*]/;

const CODE_LINES = [
  // Ends like a statement: `total = a + b;`…
  /\S;\s*$/,
  // …or opens or closes a block: `h1 {`, `}`.
  /[{}]\s*$/,
  // An HTML tag or doctype: `<html lang="fr">`, `</body>`, `<!DOCTYPE html>`.
  /^\s*<\/?[a-z!][^>]*>/i,
  // An assignment: `prix_pain = 500`, `total += prix`, `communes[0] = "Gombe"`.
  /^\s*[a-z_$][\w$.[\]'"]*\s*[-+*/%]?=(?!=)\s*\S/i,
  // A lone call: `print("Mbote !")`, `console.log(total)`.
  /^\s*[a-z_$][\w$.]*\(.*\)\s*$/i,
  // A block header: `if note >= 16:`, `else:`, `def saluer(nom):`.
  /^\s*(?:if|elif|else|for|while|def|class|try|except|finally|with)\b(?:.*\S)?:\s*$/,
];

function readsAsCode(lines: string[]): boolean {
  if (lines.some((line) => INDENTED.test(line))) return true;
  return lines.every((line) => CODE_LINES.some((pattern) => pattern.test(line)));
}

/** Consecutive lines of prose or code, trimmed of the blank lines around them. */
function push(blocks: LessonTextBlock[], kind: LessonTextBlock['kind'], lines: string[]) {
  let start = 0;
  let end = lines.length;
  while (start < end && BLANK.test(lines[start]!)) start += 1;
  while (end > start && BLANK.test(lines[end - 1]!)) end -= 1;
  if (start === end) return;
  blocks.push({ kind, text: lines.slice(start, end).join('\n') });
}

/** Prose paragraphs and code blocks of a lesson's text, in order. */
export function lessonTextBlocks(content: string): LessonTextBlock[] {
  const blocks: LessonTextBlock[] = [];
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let fenced: string[] | null = null;

  const endParagraph = () => {
    if (paragraph.length) push(blocks, readsAsCode(paragraph) ? 'code' : 'text', paragraph);
    paragraph = [];
  };

  for (const line of lines) {
    if (fenced) {
      if (FENCE.test(line)) {
        push(blocks, 'code', fenced);
        fenced = null;
      } else {
        fenced.push(line);
      }
    } else if (FENCE.test(line)) {
      endParagraph();
      fenced = [];
    } else if (BLANK.test(line)) {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  // An unclosed fence runs to the end of the text.
  if (fenced) push(blocks, 'code', fenced);
  endParagraph();
  return blocks;
}
