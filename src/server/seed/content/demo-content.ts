import { brands } from './brands';
import { categories } from './categories';
import { products } from './products';
import { warrantyPolicies } from './warranty';

/** Everything the server seeds on first start. */
export const demoContent = {
  categories,
  brands,
  products,
  warrantyPolicies,
};

export type DemoContent = typeof demoContent;
