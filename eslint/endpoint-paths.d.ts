import type { Rule } from 'eslint';

export const endpointPaths: Rule.RuleModule;
