import { sourceRewrite } from './build-transform';

// The route table (src/contract/routes.ts) writes each title and description as `/*i18n*/ { id, message }`
// so that `lingui extract` collects the Indonesian source text and the server can read it. The browser
// looks a message up by its id in the compiled catalogues, exactly as it does for `msg` (whose macro drops
// `message` from production builds): the web build drops the texts here too. Kept, they cost the shell's
// initial JS about 3 kB gzip (docs/decisions/112-bundle-budget.md, docs/decisions/220-the-route-table-as-data.md).

const DESCRIPTOR = /\/\*i18n\*\/\s*\{\s*id:\s*('[^']*'),\s*message:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*\}/g;
const ROUTE_TABLE = /[\\/]src[\\/]contract[\\/]routes\.ts$/;

/** The route table's source with each message descriptor reduced to its id. */
export const stripRouteMessages = (code: string) => code.replace(DESCRIPTOR, '/*i18n*/ { id: $1 }');

export const stripRouteMessagesPlugin = () => sourceRewrite('denka:strip-route-messages', ROUTE_TABLE, stripRouteMessages);
