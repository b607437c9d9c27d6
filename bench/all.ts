/**
 * `npm run bench`: every bench in turn, each in its own process (a missed budget in one still
 * lets the others print theirs); exits non-zero when any missed one.
 */
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'run.ts',
  'first-visit.ts',
  'lighthouse.ts',
  'catalogue-throughput.ts',
  'memory.ts',
  'uploads.ts',
  'quiz-spike.ts',
  'quiz-spike-cluster.ts',
  'admin-lists.ts',
  'renditions.ts',
];

const missed: string[] = [];
for (const bench of BENCHES) {
  console.log(`\n=== bench/${bench}`);
  const { status } = spawnSync('tsx', [`bench/${bench}`], { stdio: 'inherit' });
  if (status !== 0) missed.push(bench);
}
if (missed.length) {
  console.error(`\nBancs en échec : ${missed.join(', ')}`);
  process.exit(1);
}
console.log('\nTous les bancs tiennent leurs objectifs');
