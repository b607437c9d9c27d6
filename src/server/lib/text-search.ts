import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// translate() maps one character to one: enough for French, and it needs no extension,
// so the embedded database and PostgreSQL behave the same.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';

/** Lower-cases and strips French accents, in SQL. */
export function foldSql(expr: SQLWrapper): SQL {
  return sql`translate(lower(${expr}), ${ACCENTED}, ${PLAIN})`;
}

/** The same folding in JavaScript, for the search term. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN[i] : ch;
  }
  return out;
}

/** The words of a search (at most 10: each one is a condition of the query). */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
}

/** A LIKE pattern matching `term` anywhere, with its wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
