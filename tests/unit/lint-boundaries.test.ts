// The import boundaries (docs/architecture.md « Frontières des imports ») are enforced by
// eslint.config.js: each case below lints a few lines as if they were a file of the repository
// and checks that the expected rule reports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Rule ids reported for `code` linted as the (possibly fictitious) file `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

/** A real module under `dir` (relative to the repository, no extension), so imports resolve. */
function moduleIn(dir: string): string {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  const file = entries.find(
    (e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'),
  );
  if (file) return `${dir}/${file.name.replace(/\.tsx?$/, '')}`;
  for (const e of entries.filter((e) => e.isDirectory() && e.name !== 'migrations')) {
    try {
      return moduleIn(`${dir}/${e.name}`);
    } catch {
      // an empty folder: look further
    }
  }
  throw new Error(`no TypeScript module under ${dir}`);
}

const features = fs
  .readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const [feature, otherFeature] = features;
const otherFeatureModule = moduleIn(`src/client/features/${otherFeature}`); // src/client/features/b/x
const otherFeatureFile = otherFeatureModule.slice('src/client/features/'.length); // b/x

const serverModules = fs
  .readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const [serverModule, otherServerModule] = serverModules;
/** A file of the other server module that is not its index.ts: b/x.ts */
const otherServerModuleFile = `${otherServerModule}/${fs
  .readdirSync(path.join(root, 'src/server/modules', otherServerModule!))
  .find((name) => name.endsWith('.ts') && name !== 'index.ts')}`;

describe('lint boundaries', () => {
  it('forbids a feature to import another feature, through the alias or a relative path', async () => {
    const file = `src/client/features/${feature}/lint-probe.tsx`;
    const aliased = `import * as other from '@client/features/${otherFeatureFile}';\nexport const used = other;\n`;
    const relative = `import * as other from '../${otherFeatureFile}';\nexport const used = other;\n`;
    expect(await ruleIds(aliased, file)).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIds(relative, file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a server module import another only through its index.ts', async () => {
    const file = `src/server/modules/${serverModule}/lint-probe.ts`;
    const inner = `import * as other from '../${otherServerModuleFile}';\nexport const used = other;\n`;
    const detour = `import * as other from '../../modules/${otherServerModuleFile}';\nexport const used = other;\n`;
    const frontDoor = `import * as other from '../${otherServerModule}/index.ts';\nexport const used = other;\n`;
    const own = `import * as own from './index.ts';\nimport { defineModule } from '../module.ts';\nexport const used = [own, defineModule];\n`;
    expect(await ruleIds(inner, file)).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIds(detour, file)).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIds(frontDoor, file)).toEqual([]);
    expect(await ruleIds(own, file)).toEqual([]);
  });

  it('lets the contract import only zod and contract files', async () => {
    const file = 'src/contract/lint-probe.ts';
    const pkg = `import Fastify from 'fastify';\nexport const used = Fastify;\n`;
    const server = `import * as config from '../server/config.ts';\nexport const used = config;\n`;
    expect(await ruleIds(pkg, file)).toEqual(['no-restricted-imports']);
    expect(await ruleIds(server, file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps drizzle-orm and the database out of routes files', async () => {
    const file = 'src/server/modules/lint-probe/lint-probe.routes.ts';
    const orm = `import { sql } from 'drizzle-orm/sql';\nexport const used = sql;\n`;
    const db = `import * as db from '../../${moduleIn('src/server/db').slice('src/server/'.length)}';\nexport const used = db;\n`;
    expect(await ruleIds(orm, file)).toEqual(['no-restricted-imports']);
    expect(await ruleIds(db, file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps server and client apart', async () => {
    const clientModule = moduleIn('src/client/lib').slice('src/'.length); // client/lib/x
    const serverModule = moduleIn('src/server/lib').slice('src/'.length); // server/lib/x
    const serverToClient = `import * as ui from '@${clientModule}';\nexport const used = ui;\n`;
    const clientToServer = `import * as server from '../${serverModule}';\nexport const used = server;\n`;
    expect(await ruleIds(serverToClient, 'src/server/lint-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleIds(clientToServer, 'src/client/lint-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('forbids import cycles and imports after code', async () => {
    // fixtures/import-cycle/second.ts imports first.ts: first.ts importing second.ts closes a cycle.
    const cycle = `import { second } from './second.ts';\nexport const first = second;\n`;
    expect(await ruleIds(cycle, 'tests/unit/fixtures/import-cycle/first.ts')).toEqual([
      'import-x/no-cycle',
    ]);
    const late = `export const a = 1;\nimport fs from 'node:fs';\nexport const b = fs;\n`;
    expect(await ruleIds(late, 'src/server/lib/lint-probe.ts')).toEqual(['import-x/first']);
  });

  it('wants kebab-case file names', async () => {
    const code = 'export const a = 1;\n';
    for (const file of ['src/server/lib/lintProbe.ts', 'tests/unit/Lint_probe.test.ts']) {
      expect(await ruleIds(code, file)).toEqual(['check-file/filename-naming-convention']);
    }
  });

  it('wants a where() on every Drizzle delete and update', async () => {
    const code = [
      'interface Handle {',
      '  delete(table: string): Promise<unknown>;',
      '  update(table: string): { set(values: object): Promise<unknown> };',
      '}',
      'declare const db: Handle;',
      'export async function wipe(tx: Handle) {',
      "  await db.delete('lessons');",
      "  await tx.update('lessons').set({});",
      '}',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/server/lib/lint-probe.ts')).toEqual([
      'drizzle/enforce-delete-with-where',
      'drizzle/enforce-update-with-where',
    ]);
  });

  it('reports nothing for the imports and names the layout allows', async () => {
    const ownFeature = moduleIn(`src/client/features/${feature}`).slice('src/'.length);
    const clientLib = moduleIn('src/client/lib').slice('src/'.length);
    const contract = moduleIn('src/contract').slice('src/'.length);
    const featureCode = [
      `import * as own from '@${ownFeature}';`,
      `import * as lib from '@${clientLib}';`,
      `import * as contract from '@${contract}';`,
      'const chosen = new Map<string, number>();',
      "chosen.delete('a');",
      'export const used = [own, lib, contract, chosen];',
      '',
    ].join('\n');
    expect(await ruleIds(featureCode, `src/client/features/${feature}/lint-probe.tsx`)).toEqual([]);

    const contractCode = `import { z } from 'zod';\nimport * as other from './${path.basename(contract)}.ts';\nexport const used = [z, other];\n`;
    expect(await ruleIds(contractCode, 'src/contract/lint-probe.ts')).toEqual([]);

    const routesCode = `import type { FastifyInstance } from 'fastify';\nexport async function routes(_app: FastifyInstance) {}\n`;
    expect(await ruleIds(routesCode, 'src/server/modules/lint-probe/lint-probe.routes.ts')).toEqual(
      [],
    );
  });

  it('keeps a source file to 400 lines, demo data aside', async () => {
    const lines = (n: number) => `${'export const x = 1;\n'.repeat(n - 1)}export const y = 2;\n`;
    expect(await ruleIds(lines(401), 'src/server/lib/lint-probe.ts')).toEqual(['max-lines']);
    expect(await ruleIds(lines(401), 'src/client/lib/lint-probe.ts')).toEqual(['max-lines']);
    expect(await ruleIds(lines(400), 'src/server/lib/lint-probe.ts')).toEqual([]);
    expect(await ruleIds(lines(401), 'src/server/db/seed/lint-probe.ts')).toEqual([]);
  });
});
