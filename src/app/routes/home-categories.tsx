import { Badge, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import type { Category } from '../../contract/catalogue';
import { paths } from '../../config/paths';

type Props = { categories: Category[] | undefined; loading: boolean };

export function CategoryList({ categories, loading }: Props) {
  if (loading) return <Skeleton height={32} />;
  // A failed read is only logged; the section stays empty (spec §8).
  if (!categories?.length) return null;
  return (
    <Group gap="sm">
      {categories.map((category) => (
        <Badge
          key={category.slug}
          component={Link}
          to={paths.productCategory.getHref({ slug: category.slug })}
          size="xl"
          variant="light"
          style={{ cursor: 'pointer', textTransform: 'none' }}
        >
          {category.name}
        </Badge>
      ))}
    </Group>
  );
}
