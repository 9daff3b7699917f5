// An endpoint's path is written once, in its declaration (src/contract/endpoints; docs/decisions/200):
// a string, template or regular expression that spells a content-API path (`v2/…`, `v3/…`, `/api/cms…`)
// anywhere else is an error. Comments may name endpoints; code must import the declaration.

const VERSIONED = /(^|[^A-Za-z0-9_-])v[23]\//;
const PREFIX = /(^|[^A-Za-z0-9_-])\/?api\/cms(\/|$)/;
/** The same in a regular expression's source, where `/` is written `\/`. */
const VERSIONED_RE = /(^|[^A-Za-z0-9_-])v[23]\\?\//;
const PREFIX_RE = /api\\?\/cms/;

const spellsEndpoint = (text) => VERSIONED.test(text) || PREFIX.test(text);

export const endpointPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Endpoint paths live only in their declaration (src/contract/endpoints)' },
    schema: [],
    messages: {
      path: 'Content-API path "{{text}}" outside src/contract/endpoints: import the endpoint\'s declaration instead (docs/decisions/200).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'path', data: { text: text.length > 60 ? `${text.slice(0, 57)}…` : text } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && spellsEndpoint(node.value)) report(node, node.value);
        else if (node.regex && (VERSIONED_RE.test(node.regex.pattern) || PREFIX_RE.test(node.regex.pattern)))
          report(node, node.regex.pattern);
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        if (spellsEndpoint(text)) report(node, text);
      },
    };
  },
};
