/** C0 control characters but tab, line feed and carriage return, and DEL: never text a person typed. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'Ce texte contient des caractères non autorisés';

/** No form of ours nests deeper; a deeper body is refused before anything walks it. */
export const maxBodyDepth = 64;

/** What is wrong with the strings of a parsed body or query. */
export type TextProblem = { kind: 'control-character'; path: string } | { kind: 'too-deep' };

/**
 * The first string holding a control character in a parsed body or query (its dotted path, ''
 * for the value itself), or a nesting deeper than maxBodyDepth, or null when there is neither.
 * PostgreSQL refuses NUL in text, and no field of ours has a use for the others. Walked with a
 * stack, not recursion: a body 10,000 levels deep must not exhaust the call stack.
 */
export function textProblemIn(value: unknown): TextProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (CONTROL.test(item.value)) return { kind: 'control-character', path: item.path };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= maxBodyDepth) return { kind: 'too-deep' };
    // Pushed in reverse, so that the first field in the body is the first one reported.
    const entries = Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const path = item.path ? `${item.path}.${key}` : key;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}
