import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Testimonial } from '@/contract/home';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { testimonials } from '@/contract/endpoints/home';

// GET v2/testimoni (docs/product.md §7).
export async function getTestimonials(lang: Lang, signal?: AbortSignal): Promise<Testimonial[]> {
  const body = await apiGet(testimonials, { query: { lang }, signal });
  return body.data;
}

export const getTestimonialsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'testimonials'),
    queryFn: ({ signal }) => getTestimonials(lang, signal),
  });

export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());
