// CI gate (npm test, right after the build): the shell's initial JS, gzip (decision 112).
// The build fails above 170 kB gzip (the CI gate, decision 112) and reports the distance to the 130 kB target
// (docs/decisions/112-bundle-budget.md).
import { kB, measure, webDir } from './bench/bundle-size.mjs';

const GATE_JS = Number(process.env.BUNDLE_GATE_JS ?? 170_000);
const GOAL_JS = 130_000;
const { shell } = measure(webDir());
console.log(`initial JS ${kB(shell.js)} gzip in ${shell.files} files (gate ${kB(GATE_JS)}, goal ${kB(GOAL_JS)}); initial CSS ${kB(shell.css)} gzip`);
if (shell.js > GOAL_JS) console.log(`  ${kB(shell.js - GOAL_JS)} above the ${kB(GOAL_JS)} goal`);
if (shell.js > GATE_JS) {
  console.error(`Bundle budget exceeded: initial JS ${kB(shell.js)} > ${kB(GATE_JS)} gzip`);
  process.exit(1);
}
