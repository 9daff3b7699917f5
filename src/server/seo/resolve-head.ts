import { ENTITY_HEADS, type HeadContext } from './entity-heads';
import type { PageHead } from './page-head';
import { isPrivate } from './site-routes';

// The head of any browser navigation (docs/decisions/120-server-rendered-head.md): the route's own title
// and description from the route table (src/contract/routes.ts), refined by its entity when the route has
// a slug; unknown paths and slugs are a 404 page.

export async function resolveHead(ctx: HeadContext, pathname: string): Promise<PageHead> {
  const match = ctx.routes.match(pathname);
  if (!match) return notFoundHead(ctx, pathname);
  const { route, params } = match;
  const head: PageHead = {
    status: 200,
    routeKey: route.key,
    lang: ctx.lang,
    title: ctx.routes.title(route, ctx.lang),
    description: route.description[ctx.lang],
    canonicalPath: ctx.routes.href(route, params),
    ogType: 'website',
    jsonLd: [],
    noindex: isPrivate(route.key),
  };
  const entity = ENTITY_HEADS[route.key];
  if (!entity) return head;
  return (await entity(ctx, params, head)) ?? notFoundHead(ctx, pathname);
}

function notFoundHead(ctx: HeadContext, pathname: string): PageHead {
  const { notFoundTitle, notFoundDescription } = ctx.routes.table.messages;
  return {
    status: 404,
    lang: ctx.lang,
    title: notFoundTitle[ctx.lang],
    description: notFoundDescription[ctx.lang],
    canonicalPath: pathname,
    ogType: 'website',
    jsonLd: [],
    noindex: true,
  };
}
