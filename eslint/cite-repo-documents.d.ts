import type { Rule } from 'eslint';

/** What the text cites outside the repo (a spec section, an issue number), or undefined. */
export function externalCitation(text: string): { what: string; found: string } | undefined;

export const citeRepoDocuments: Rule.RuleModule;
