import { useBrands } from '@/api/get-brands';
import { useCategories } from '@/api/get-categories';
import { useNewsticker } from '@/features/site/api/get-newsticker';
import { useWebAccessories } from '@/features/site/api/get-web-accessories';

/**
 * The header's four reads, started once when the header loads (docs/product.md §2.5).
 * A failed read is only logged (query cache) and leaves its list empty (docs/product.md §8).
 */
export function useHeaderData() {
  const categories = useCategories();
  const brands = useBrands();
  const newsticker = useNewsticker();
  const accessories = useWebAccessories();
  return {
    categories: categories.data ?? [],
    brands: brands.data ?? [],
    newsticker: newsticker.data ?? [],
    newstickerPending: newsticker.isPending,
    accessories: accessories.data ?? [],
  };
}

export type HeaderData = ReturnType<typeof useHeaderData>;
