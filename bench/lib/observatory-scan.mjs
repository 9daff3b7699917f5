// Runs the MDN HTTP Observatory scanner (its own library, unchanged) on one host:port and prints
// the result as JSON. A child process of bench/observatory.mjs, so that NODE_EXTRA_CA_CERTS (our
// throwaway certificate authority) is in force from the start.
const [modulePath, host] = process.argv.slice(2);
const { scan } = await import(modulePath);
try {
  const result = await scan(host);
  const tests = Object.fromEntries(
    Object.entries(result.tests).map(([name, t]) => [name, { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }]),
  );
  console.log(
    JSON.stringify({
      grade: result.scan.grade,
      score: result.scan.score,
      passed: result.scan.testsPassed,
      total: result.scan.testsQuantity,
      tests,
    }),
  );
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
}
