import type { FastifyRequest } from 'fastify';
import type { Lang } from '@/contract/common';
import { resolveLang } from './lang';

export function requestLang(request: FastifyRequest): Lang {
  const query = request.query as { lang?: string } | undefined;
  return resolveLang(query?.lang, request.headers['accept-language']);
}
