import type { MessageDescriptor } from '@lingui/core';

// Types and helpers behind the one paths table (config/paths.ts).

export type Layout = 'main' | 'app';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type HrefBuilder<P extends string> = [ParamNames<P>] extends [never]
  ? () => string
  : (params: Record<ParamNames<P>, string>) => string;

export type RouteDef<P extends string = string> = {
  path: P;
  layout: Layout;
  /** Document title; undefined keeps the previous one (spec §2 navigation behaviour). */
  title: MessageDescriptor | undefined;
  description: MessageDescriptor;
  getHref: HrefBuilder<P>;
};

export function buildHref(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function defineRoute<P extends string>(
  layout: Layout,
  path: P,
  title: MessageDescriptor | undefined,
  description: MessageDescriptor,
): RouteDef<P> {
  const getHref = ((params?: Record<string, string>) => buildHref(path, params)) as HrefBuilder<P>;
  return { path, layout, title, description, getHref };
}
