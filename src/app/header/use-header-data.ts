import { useBrands } from '@/api/get-brands';
import { useCategories } from '@/api/get-categories';
import { useNewsticker } from '@/features/site/api/get-newsticker';
import { useWebAccessories } from '@/features/site/api/get-web-accessories';

/** One empty list for every read still pending: a new `[]` on each render defeated the header's memoised parts. */
const NONE: never[] = [];

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
    categories: categories.data ?? NONE,
    brands: brands.data ?? NONE,
    newsticker: newsticker.data ?? NONE,
    newstickerPending: newsticker.isPending,
    accessories: accessories.data ?? NONE,
  };
}

export type HeaderData = ReturnType<typeof useHeaderData>;
