import { queryOptions, useQuery } from '@tanstack/react-query';
import { BrandsResponseSchema, CategoriesResponseSchema } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { CitiesResponseSchema, ProvincesResponseSchema } from '../../../contract/dealers';
import { SupportProductsResponseSchema } from '../../../contract/pickers';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { accountKeys } from './query-keys';

// The public reads behind the account forms' choices: brands → products (/registrasi), brands and
// categories (/berlangganan), provinces → cities (/registrasi-profile).

export const getBrands = async (lang: Lang, signal?: AbortSignal) =>
  (await apiGet('v2/product/brands', BrandsResponseSchema, { query: { lang }, signal })).data;
export const getCategories = async (lang: Lang, signal?: AbortSignal) =>
  (await apiGet('v2/product/categories', CategoriesResponseSchema, { query: { lang }, signal })).data;
export const getProducts = async (brandId: number, signal?: AbortSignal) =>
  (await apiGet('v2/support/product', SupportProductsResponseSchema, { query: { brand_id: brandId }, signal })).data;
export const getProvinces = async (signal?: AbortSignal) => (await apiGet('v2/utilities/province', ProvincesResponseSchema, { signal })).data;
export const getCities = async (provinceId: string, signal?: AbortSignal) =>
  (await apiGet('v2/utilities/city', CitiesResponseSchema, { query: { province_id: provinceId }, signal })).data;

export const useBrands = (lang: Lang = currentLang()) =>
  useQuery(queryOptions({ queryKey: accountKeys.brands(lang), queryFn: ({ signal }) => getBrands(lang, signal), staleTime: 600_000 }));
export const useCategories = (lang: Lang = currentLang()) =>
  useQuery(queryOptions({ queryKey: accountKeys.categories(lang), queryFn: ({ signal }) => getCategories(lang, signal), staleTime: 600_000 }));
export const useProducts = (brandId: number) =>
  useQuery(queryOptions({ queryKey: accountKeys.products(brandId), queryFn: ({ signal }) => getProducts(brandId, signal), enabled: brandId > 0 }));
export const useProvinces = () =>
  useQuery(queryOptions({ queryKey: accountKeys.provinces(), queryFn: ({ signal }) => getProvinces(signal), staleTime: Infinity }));
export const useCities = (provinceId: string) =>
  useQuery(
    queryOptions({ queryKey: accountKeys.cities(provinceId), queryFn: ({ signal }) => getCities(provinceId, signal), enabled: provinceId !== '', staleTime: Infinity }),
  );
