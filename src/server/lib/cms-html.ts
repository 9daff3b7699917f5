import sanitize from 'sanitize-html';
import {
  CMS_HTML_ATTRIBUTES,
  CMS_HTML_DROPPED_WHOLE,
  CMS_HTML_TAGS,
  CMS_HTML_URL_ATTRIBUTES,
  CMS_HTML_URL_SCHEMES,
  cmsAttributeValueAllowed,
} from '@/contract/cms-html';

// CMS HTML sanitised on the server with the one allow-list of src/contract/cms-html.ts
// (docs/decisions/080-content-html-identity-and-art.md): when the studio publishes or imports a body, and again at every
// read of a stored one, so rows written before the allow-list (or straight into the database) are clean too.
// sanitize-html works on htmlparser2's tokens and needs no DOM.

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...CMS_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CMS_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...CMS_HTML_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [...CMS_HTML_URL_ATTRIBUTES],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...CMS_HTML_DROPPED_WHOLE],
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  // A body nested deeper than this is not content anyone wrote; what lies deeper keeps its text.
  nestingLimit: 64,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) if (cmsAttributeValueAllowed(name, value)) kept[name] = value;
      // A link that opens a new tab does not hand the opened page a handle on ours.
      if (tagName === 'a' && kept.target === '_blank') kept.rel = 'noopener noreferrer';
      // The page's own title is its one <h1>: a CMS <h1> becomes a section heading.
      return { tagName: tagName === 'h1' ? 'h2' : tagName, attribs: kept };
    },
  },
};

/** `html` with only the allow-listed elements, attributes and URLs left. */
export function sanitizeCmsHtml(html: string): string {
  return html ? sanitize(html, OPTIONS) : html;
}
