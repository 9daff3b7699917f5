import { sourceRewrite } from './source-rewrite';

// Some fields of a declaration serve only the server (its route schema, the OpenAPI document, docs/api.md):
// tag, summary, description (on its line or the next, or strings joined with `+` over several lines), error statuses, and the query and path-parameter schema names (the browser
// uses them as types only). The browser bundles never read them, so the web build drops those lines from
// src/contract/endpoints/*.ts: a header declaration costs the shell's initial JS only its method, path,
// cache class and answer schema name (docs/decisions/200, the budget of decision 112).

const DOC_LINE =
  /^\s+(tag|summary|description|query|params):(?: |\n\s+)(['"`]).*\2(?: \+\n\s+['"`].*['"`])*,\n|^\s+(errors|wrappedErrors): \[[\d, ]*\],\n|^\s+description,\n/gm;
const DECLARATIONS = /[\\/]src[\\/]contract[\\/]endpoints[\\/](?!define\.ts$|strip-docs\.ts$)[\w-]+\.ts$/;

/** The declaration source without its server-only lines. */
export const stripDocLines = (code: string) => code.replace(DOC_LINE, '');

export const stripEndpointDocs = () => sourceRewrite('denka:strip-endpoint-docs', DECLARATIONS, stripDocLines);
