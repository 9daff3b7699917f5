// Comments and test titles cite documents in the repo (docs/product.md §N, docs/architecture.md,
// docs/decisions/NNN-…), never sections of the product spec or the house notes kept outside the repo, nor
// issue numbers: a newcomer can follow the first, not the others (docs/decisions/200-code-structure.md).

const CITATIONS = [
  [/\bspec(?:ification)?\s*§/i, 'a section of the product spec, which is not in the repo (cite docs/product.md §N)'],
  [/\bissues?\s*#\s*\d+/i, 'an issue number (cite the decision record or docs/product.md section instead)'],
  [/\bissues?\s+\d+\b/i, 'an issue number (cite the decision record or docs/product.md section instead)'],
  [/\bissues?\s+"[^"]+"/i, 'an issue by name (cite the decision record or docs/product.md section instead)'],
  [/(?:\(|[\s,;]|^)#\d{1,4}(?:\)|[,;]|\s+item\b)/, 'an issue number (cite the decision record or docs/product.md section instead)'],
  [/\b(?:STYLE|DESIGN)\.md\b/, 'a house document kept outside the repo (cite docs/architecture.md §N or docs/product.md §N)'],
];

/** What the text cites outside the repo, or undefined when it cites nothing of the kind. */
export function externalCitation(text) {
  for (const [pattern, what] of CITATIONS) {
    const match = pattern.exec(text);
    if (match) return { what, found: match[0].trim() };
  }
  return undefined;
}

const TEST_CALLS = new Set(['describe', 'it', 'test']);

/** The test function a call is (`it(…)`, `test.each(…)(…)`, `describe.skip(…)`), or undefined. */
function testCallee(node) {
  let callee = node.callee;
  if (callee.type === 'CallExpression') callee = callee.callee; // test.each(table)(title, …)
  while (callee.type === 'MemberExpression') callee = callee.object;
  return callee.type === 'Identifier' && TEST_CALLS.has(callee.name) ? callee.name : undefined;
}

export const citeRepoDocuments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles cite documents in the repo, not spec sections or issue numbers' },
    schema: [],
    messages: { external: '"{{found}}" cites {{what}}.' },
  },
  create(context) {
    const report = (node, loc, text) => {
      const hit = externalCitation(text);
      if (hit) context.report({ node, loc, messageId: 'external', data: hit });
    };
    return {
      Program(program) {
        for (const comment of context.sourceCode.getAllComments()) report(program, comment.loc, comment.value);
      },
      CallExpression(node) {
        if (!testCallee(node)) return;
        const title = node.arguments[0];
        if (title?.type === 'Literal' && typeof title.value === 'string') report(title, title.loc, title.value);
        if (title?.type === 'TemplateLiteral') report(title, title.loc, title.quasis.map((q) => q.value.cooked ?? '').join(' '));
      },
    };
  },
};
