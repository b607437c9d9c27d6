/** C0 control characters but tab, line feed and carriage return, and DEL: never text a person typed. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'Ce texte contient des caractères non autorisés';

/**
 * The dotted path of the first string holding a control character in a parsed body or query
 * ('' for the value itself), or null when there is none. PostgreSQL refuses NUL in text, and no
 * field of ours has a use for the others.
 */
export function controlCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = controlCharacterAt(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
