// The docs point at files of this repository, and only of this repository: every relative link
// and every backticked repository path of README.md, docs/*.md and docs/decisions/*.md must
// exist, and nothing may lead outside the repository (no "../" above the root, no /work path).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const markdownIn = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join(dir, name));

const docs = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/decisions')];

/** Folders whose paths, written in backticks, name a file or folder of the repository. */
const REPO_PATH = /^(?:src|tests|docs|scripts|bench|\.ci)\//;
/** Placeholders and globs name a family of files, not one: `src/contract/<domain>.ts`. */
const PLACEHOLDER = /[<>*{}…]|\.\.\.|\$/;
/** Addresses that are not files of the repository. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface Reference {
  file: string;
  /** What the document wrote. */
  target: string;
  kind: 'link' | 'path';
}

/** Fenced code blocks hold code and diagrams, not references: they are left out. */
const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** Every relative link and every backticked repository path of one document. */
export function referencesIn(file: string, text: string): Reference[] {
  const prose = withoutFences(text);
  const refs: Reference[] = [];
  // [text](target "title") and ![alt](target); <target> in angle brackets too.
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    refs.push({ file, target: m[1]!, kind: 'link' });
  // [label]: target (reference-style definitions).
  for (const m of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm))
    refs.push({ file, target: m[1]!, kind: 'link' });
  for (const m of prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
    const code = m[1]!.trim();
    if (/\s/.test(code)) continue;
    if (REPO_PATH.test(code) || code.includes('../') || code.startsWith('/work/'))
      refs.push({ file, target: code, kind: 'path' });
  }
  return refs;
}

/** The repository path a reference names, or why it is wrong. */
export function resolveReference(ref: Reference): { path?: string; problem?: string } {
  const bare = ref.target.replace(/[#?].*$/, '');
  if (ref.target.startsWith('/work/') || bare.startsWith('/'))
    return { problem: 'absolute path outside the repository' };
  if (ref.kind === 'link' && (EXTERNAL.test(ref.target) || ref.target.startsWith('#'))) return {};
  if (ref.kind === 'path' && PLACEHOLDER.test(bare)) return {};
  // A link is relative to its document; a backticked path to the repository's root, unless it
  // climbs with "../" as a link does.
  const base =
    ref.kind === 'link' || bare.startsWith('../') || bare.startsWith('./')
      ? path.dirname(path.join(root, ref.file))
      : root;
  const resolved = path.resolve(base, decodeURI(bare).replace(/:\d+(?::\d+)?$/, ''));
  const relative = path.relative(root, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    return { problem: 'leads outside the repository' };
  if (ref.kind === 'path' && PLACEHOLDER.test(relative)) return {};
  return existsSync(resolved) ? { path: relative } : { problem: 'does not exist' };
}

const problemsIn = (file: string, text: string) =>
  referencesIn(file, text).flatMap((ref) => {
    const { problem } = resolveReference(ref);
    return problem ? [`${ref.file}: ${ref.kind} \`${ref.target}\` ${problem}`] : [];
  });

describe('links and paths in the docs', () => {
  it('reads the README, docs/ and docs/decisions/', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    expect(docs).toContain('docs/decisions/README.md');
    expect(docs.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(10);
  });

  it.each(docs)('%s names only files that exist in the repository', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(problemsIn(file, text)).toEqual([]);
  });

  it('checks what it finds', () => {
    const text = [
      'See [the decisions](decisions/README.md), `src/server/http/route.ts`,',
      '`src/contract/<domain>.ts` and `tests/e2e/*.spec.ts` (families),',
      '[gone](nowhere.md), `src/server/nowhere.ts`, [out](../../shared/DESIGN.md),',
      '`/work/shared/DESIGN.md`, [web](https://example.org) and [here](#top).',
      '```',
      '`src/in/a/fence.ts`',
      '```',
    ].join('\n');
    expect(problemsIn('docs/architecture.md', text)).toEqual([
      'docs/architecture.md: link `nowhere.md` does not exist',
      'docs/architecture.md: link `../../shared/DESIGN.md` leads outside the repository',
      'docs/architecture.md: path `src/server/nowhere.ts` does not exist',
      'docs/architecture.md: path `/work/shared/DESIGN.md` absolute path outside the repository',
    ]);
  });

  it('no document mentions a path outside the repository', () => {
    for (const file of docs) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text, file).not.toMatch(/\/work\/|shared\/DESIGN|DESIGN\.md/);
    }
  });
});
